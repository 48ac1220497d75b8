/**
 * Module hooks for operator scripts that load server code outside Next.js with the default
 * conditions (e.g. the block registry, whose components also import client modules): `server-only`
 * resolves to an empty module, as it does under Next's server build. Registered by
 * scripts/lib/allow-server-only.mjs.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {};', shortCircuit: true };
  return nextResolve(specifier, context);
}
