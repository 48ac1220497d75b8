/** A wrapping row of rounded links (related terms, topics): each at least 40 px high. */
export function LinkChips({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 font-semibold text-heading hover:border-brand hover:text-brand">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
