import type { CSSProperties, ReactNode } from 'react';
import type { SectionBackground } from './types';

/** CSS background for bgColorLeft/bgColorRight (solid or gradient, opacity 0-100). */
export function backgroundStyle(background: SectionBackground | null | undefined): CSSProperties | undefined {
  if (!background) return undefined;
  const alpha = background.opacity / 100;
  if (background.type === 'gradient') return { backgroundImage: background.color, opacity: alpha === 1 ? undefined : alpha };
  return { backgroundColor: background.color, opacity: alpha === 1 ? undefined : alpha };
}

/** A page section: anchor id, optional split background (left/right), centred content width. */
export function Section({
  id,
  className = '',
  left,
  right,
  children,
  labelledBy,
}: {
  id?: string;
  className?: string;
  left?: SectionBackground | null;
  right?: SectionBackground | null;
  children: ReactNode;
  labelledBy?: string;
}) {
  const hasSplit = Boolean(left || right);
  return (
    <section id={id || undefined} aria-labelledby={labelledBy} className={`relative isolate ${className}`.trim()}>
      {hasSplit ? (
        <div aria-hidden="true" className="absolute inset-0 -z-10 grid grid-cols-1 md:grid-cols-2">
          <div style={backgroundStyle(left)} />
          <div style={backgroundStyle(right)} />
        </div>
      ) : null}
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
