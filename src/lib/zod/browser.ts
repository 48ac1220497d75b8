import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` after probing whether eval is allowed; under the
 * site's CSP (no 'unsafe-eval') that probe is a CSP violation in every browser that runs it. In the
 * browser zod therefore runs jitless. Import this module first from every schema module that client
 * islands import; on the server the JIT stays on.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export {};
