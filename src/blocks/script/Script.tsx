import type { BlockProps } from '../types';
import { ScriptRunner } from './ScriptRunner.lazy';
import type { ScriptBlockAttributes } from './schema';

/** Script block: nothing visible; the island injects the scripts with this response's CSP nonce. */
export function ScriptBlock({ attributes, context }: BlockProps<ScriptBlockAttributes>) {
  if (!attributes.scripts.length) return null;
  return <ScriptRunner scripts={attributes.scripts} outputDomId={attributes.outputDomId} nonce={context.nonce} />;
}
