import type { ReactNode } from 'react';

/**
 * A full-width table that scrolls sideways when it is wider than the screen. The scrolling box
 * takes the keyboard focus, so a keyboard can scroll the table sideways on a phone.
 */
export function ScrollableTable({ children, className = 'relative', tableClassName = '' }: { children: ReactNode; className?: string; tableClassName?: string }) {
  return (
    <div tabIndex={0} className={`${className} overflow-x-auto focus-visible:outline-3`}>
      <table className={`w-full border-collapse text-left ${tableClassName}`.trim()}>{children}</table>
    </div>
  );
}
