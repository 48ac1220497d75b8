import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * An input and the label that names it, tied by an id made here (or the given `id`, where the
 * caller points aria attributes at it). By default the site's plain field: a small medium-weight
 * label over a bordered white input. `labelClassName` restyles the label ('sr-only' where the
 * placeholder shows the name), `className` the input; `fieldClassName` wraps the pair in a div the
 * caller lays out, and without it the two stand as siblings in the caller's own layout. Other
 * props go to the input.
 */
export function LabelledInput({
  label,
  labelClassName = 'text-sm font-medium',
  fieldClassName,
  className = 'rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900',
  id,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; labelClassName?: string; fieldClassName?: string; ref?: Ref<HTMLInputElement> }) {
  const madeId = useId();
  const inputId = id ?? madeId;
  const pair = (
    <>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input ref={ref} id={inputId} className={className} {...input} />
    </>
  );
  return fieldClassName ? <div className={fieldClassName}>{pair}</div> : pair;
}
