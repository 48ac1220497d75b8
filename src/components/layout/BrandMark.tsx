/**
 * The site's mark beside the brand name when the theme options have no logo: a name ring and the
 * dot of a domain name, in the brand colours. It names no letter, so it fits whatever brand the
 * company record gives (public/images/brand/mark.svg is the same drawing as a file).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <circle cx="14.5" cy="14.5" r="6.5" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="23" cy="23" r="3" fill="#ffb020" />
    </svg>
  );
}
