import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

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

/**
 * The field for a domain or host name (whois lookup, security scan): a URL keyboard on phones and
 * no autocomplete, capitalisation or spell check. The label is for screen readers (the placeholder
 * shows the name). `errorId` names the error text while there is one: the field is then invalid
 * and described by it.
 */
export function HostNameInput({ errorId, ...props }: ComponentProps<typeof LabelledInput> & { errorId?: string }) {
  return (
    <LabelledInput
      labelClassName="sr-only"
      type="text"
      inputMode="url"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      {...props}
    />
  );
}
