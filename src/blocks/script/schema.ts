import { z } from 'zod';
import { commonAttributes, text } from '@/components/blocks/attributes';
import { defaultOutputId, normaliseScripts } from './scripts';

/** Script block: data (list of scripts, see normaliseScripts) and output_dom_id. */
export const scriptBlockSchema = z
  .object({
    ...commonAttributes,
    data: z.unknown().optional(),
    output_dom_id: text.optional(),
  })
  .transform((value) => {
    const scripts = normaliseScripts(value.data);
    const id = (value.output_dom_id ?? '').trim().replace(/^#/, '');
    return { scripts, outputDomId: id || defaultOutputId(scripts) };
  });
export type ScriptBlockAttributes = z.output<typeof scriptBlockSchema>;
