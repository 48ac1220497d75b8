import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * An input and the label that names it, tied by an id made here (or the given `id`, where the
 * caller points aria attributes at it). `labelClassName` styles the label ('sr-only' where the
 * placeholder shows the name); `fieldClassName` wraps the pair in a div the caller lays out, and
 * without it the two stand as siblings in the caller's own layout. Other props go to the input.
 */
export function LabelledInput({
  label,
  labelClassName,
  fieldClassName,
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
      <input ref={ref} id={inputId} {...input} />
    </>
  );
  return fieldClassName ? <div className={fieldClassName}>{pair}</div> : pair;
}
