import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DatePartsInput, type DatePartsLabels } from '@/components/ui/DatePartsInput';
import { SelectOptions } from '@/components/ui/SelectOptions';

/** Shared field chrome: label, hint, error (announced), aria wiring. `id` is the wire name. */
interface FieldShellProps {
  id: string;
  /** Wire name (data-field, used to find the first field with an error); defaults to id. */
  field?: string;
  label: string;
  required?: boolean;
  optionalLabel?: string;
  hint?: string;
  error?: string;
  children: (aria: { 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus-visible:border-brand aria-[invalid=true]:border-danger';

function FieldShell({ id, field, label, required, optionalLabel, hint, error, children }: FieldShellProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-4" data-field={field ?? id}>
      <label htmlFor={id} className="block font-semibold text-heading">
        {label}
        {required ? <span aria-hidden="true" className="text-danger"> *</span> : optionalLabel ? <span className="font-normal text-slate-600"> ({optionalLabel})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface BaseProps {
  id: string;
  field?: string;
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  optionalLabel?: string;
  hint?: string;
  error?: string;
}

export function TextField({
  type = 'text',
  autoComplete,
  pattern,
  nativeRequired,
  inputMode,
  ...props
}: BaseProps & { type?: 'text' | 'email' | 'date'; autoComplete?: string; pattern?: string; nativeRequired?: boolean; inputMode?: 'url' | 'text' | 'email' }) {
  return (
    <FieldShell {...props}>
      {(aria) => <input id={props.id} type={type} autoComplete={autoComplete} inputMode={inputMode} pattern={pattern} required={nativeRequired} className={inputClass} {...aria} {...props.registration} />}
    </FieldShell>
  );
}

export function TextArea({ rows = 4, ...props }: BaseProps & { rows?: number }) {
  return (
    <FieldShell {...props}>
      {(aria) => <textarea id={props.id} rows={rows} className={inputClass} {...aria} {...props.registration} />}
    </FieldShell>
  );
}

export function FileField({ accept, multiple = true, ...props }: BaseProps & { accept: string; multiple?: boolean }) {
  return (
    <FieldShell {...props}>
      {(aria) => (
        <input
          id={props.id}
          type="file"
          accept={accept}
          multiple={multiple}
          // 44 px tall, button included: a touch target on a phone
          className="mt-1 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-muted file:px-4 file:font-semibold"
          {...aria}
          {...props.registration}
        />
      )}
    </FieldShell>
  );
}

/** A native select with a first, empty option that asks for a choice (required fields). */
export function SelectField({ options, placeholder, ...props }: BaseProps & { options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  return (
    <FieldShell {...props}>
      {(aria) => (
        <select id={props.id} className={`${inputClass} min-h-11`} defaultValue="" {...aria} {...props.registration}>
          <option value="" disabled>
            {placeholder}
          </option>
          <SelectOptions options={options} />
        </select>
      )}
    </FieldShell>
  );
}

export function Checkbox({ id, label, registration, error, describedBy }: { id: string; label: string; registration: UseFormRegisterReturn; error?: boolean; describedBy?: string }) {
  return (
    <div className="mb-2 flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 size-4 shrink-0 accent-brand" aria-invalid={error || undefined} aria-describedby={describedBy} {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
export const ARCHIVE_ACCEPT = '.zip,.rar,application/zip,application/x-rar-compressed,application/vnd.rar';

/**
 * A date in the page's locale (day, month by name, year) inside a fieldset; the hidden input carries
 * the ISO value the schema checks (registered with the form).
 */
export function DateField({ locale, value, onChange, partLabels, ...props }: BaseProps & { locale: string; value: string; onChange: (value: string) => void; partLabels: DatePartsLabels }) {
  const { id, field, label, required, hint, error, registration } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="mb-4" data-field={field ?? id}>
      <legend className="block font-semibold text-heading">
        {label}
        {required ? <span aria-hidden="true" className="text-danger"> *</span> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input type="hidden" {...registration} />
      <DatePartsInput id={id} name={registration.name} locale={locale} value={value} onChange={onChange} labels={partLabels} invalid={Boolean(error)} describedBy={describedBy} required={required} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
