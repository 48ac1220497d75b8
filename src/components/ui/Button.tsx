import type { ReactNode } from 'react';
import type { ButtonSize, ButtonType } from './types';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 disabled:cursor-not-allowed disabled:opacity-60';

const typeClasses: Record<ButtonType, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  transparent: 'border-2 border-current bg-transparent text-brand hover:bg-brand hover:text-white',
  borderless: 'bg-transparent text-brand underline-offset-4 hover:underline',
};

/** For buttons on a dark background. */
const inverseTypeClasses: Record<ButtonType, string> = {
  primary: 'bg-highlight text-slate-900 hover:bg-white',
  transparent: 'border-2 border-white bg-transparent text-white hover:bg-white hover:text-brand-dark',
  borderless: 'bg-transparent text-white underline-offset-4 hover:underline',
};

const sizeClasses: Record<ButtonSize, string> = {
  small: 'px-3 py-1.5 text-sm',
  medium: 'px-5 py-2.5 text-base',
  large: 'px-7 py-3.5 text-lg',
};

export function buttonClasses(type: ButtonType = 'primary', size: ButtonSize = 'medium', extra = '', inverse = false): string {
  return [base, (inverse ? inverseTypeClasses : typeClasses)[type], sizeClasses[size], extra].filter(Boolean).join(' ');
}

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  type?: ButtonType;
  size?: ButtonSize;
  target?: '_blank';
  className?: string;
  icon?: string;
  /** On a dark background. */
  inverse?: boolean;
}

/** A link styled as a button; blank targets get noopener and noreferrer. */
export function ButtonLink({ href, children, type, size, target, className, icon, inverse }: ButtonLinkProps) {
  return (
    <a
      href={href}
      className={buttonClasses(type, size, className, inverse)}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </a>
  );
}
