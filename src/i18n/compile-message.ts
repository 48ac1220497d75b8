import compile from 'icu-minify/compile';

export type CompiledMessage = ReturnType<typeof compile>;

const compiledByText = new Map<string, CompiledMessage>();

/**
 * A catalogue message compiled by icu-minify (the form use-intl's format-only runtime formats). A few
 * messages are not ICU text and are shown as written: the site's own figure placeholders
 * ('{plan:basic:ssl-from}', filled by src/lib/pricing) and literal angle brackets
 * ('_dmarc.<domain>'). They stay plain strings, which the runtime returns unchanged.
 */
export function compileMessage(text: string): CompiledMessage {
  let compiled = compiledByText.get(text);
  if (compiled === undefined) {
    try {
      compiled = compile(text);
    } catch {
      compiled = text;
    }
    compiledByText.set(text, compiled);
  }
  return compiled;
}
