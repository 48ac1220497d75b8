import { z } from 'zod';
import { normaliseFeaturedTlds } from '@/lib/pricing/tld-name';

/** A TLD list given as 'com, .net' or ['com', '.net']: normalised, empties dropped. */
export const tldListSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()])), z.null(), z.undefined()])
  .transform((value) => (value == null ? [] : normaliseFeaturedTlds(typeof value === 'string' ? value : value.map(String))));
