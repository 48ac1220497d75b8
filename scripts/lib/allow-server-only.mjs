import { register } from 'node:module';

/** Import first (`await import(...)` afterwards) to load server-only modules from a script. */
register('./server-only-hooks.mjs', import.meta.url);
