import { sanitizeContentHtml, sanitizeInlineHtml } from '@/lib/html/sanitize';
import type { HeadingTag } from './types';

/** Renders CMS HTML only after the sanitiser; `inline` uses the spec's inline allowlist. */
export function RichText({
  html,
  inline = false,
  as = 'div',
  className = '',
}: {
  html: string;
  inline?: boolean;
  as?: 'div' | 'p' | 'span' | HeadingTag;
  className?: string;
}) {
  const clean = inline ? sanitizeInlineHtml(html) : sanitizeContentHtml(html);
  if (!clean) return null;
  const Tag = as;
  return <Tag className={`prose-cms ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
