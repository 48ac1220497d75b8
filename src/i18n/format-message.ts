import formatCompiled from 'use-intl/format-message/format-only';
import { compileMessage } from './compile-message';

/**
 * use-intl's message formatter on the server (next.config.ts and vitest.config.ts alias
 * `use-intl/format-message` to this file; the browser gets use-intl's format-only runtime). Islands'
 * messages arrive precompiled (src/i18n/island-messages.ts); server components read the raw catalogue,
 * whose messages are compiled here on first use by the same compiler, so a message reads the same in
 * the server's HTML and in the browser, and no second ICU parser (intl-messageformat) is bundled. A
 * precompiled message without arguments is a plain string that compiles to itself (checked over the
 * whole catalogue in island-messages.test.ts).
 */
function formatMessage(...[key, message, values, options]: Parameters<typeof formatCompiled>) {
  return formatCompiled(key, typeof message === 'string' ? compileMessage(message) : message, values, options);
}
// The raw catalogue stays readable on the server (`t.raw`); only the browser runtime lacks it.
formatMessage.raw = true;

export default formatMessage;
