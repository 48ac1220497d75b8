'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, useSyncExternalStore, type BaseSyntheticEvent } from 'react';
import { useMessages } from 'next-intl';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { withIdnaTables } from '@/lib/domain/idna-check';
import { domainList, hostOfTarget, localiseFieldMessage } from '@/lib/forms/common';
import { fieldMessage, newIdempotencyKey, submitTicket, type TicketOutcome } from '@/lib/forms/submit';
import type { TicketType } from '@/lib/forms';

/** The submitted form (so two copies of a form on one page — block and modal — stay apart). */
function formOf(event?: BaseSyntheticEvent): ParentNode {
  const target = event?.target;
  return target instanceof HTMLElement ? (target.closest('form') ?? document) : document;
}

/**
 * The names that may need the IDNA tables before the schema runs: the e-mail fields' addresses, each
 * name of a domain field, the host of the abuse report's target.
 */
function idnaValues(values: FieldValues): unknown[] {
  return Object.entries(values).flatMap(([field, value]) => {
    if (typeof value !== 'string') return [];
    if (/email$/i.test(field)) return [value];
    if (/domainName$/.test(field)) return domainList(value);
    if (/_target$/.test(field)) return [hostOfTarget(value)];
    return [];
  });
}

/** True once React has hydrated in the browser (false during SSR and the hydration render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
function subscribeNothing(): () => void {
  return () => undefined;
}

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Scrolls to (and focuses) the first field, in form order, that has an error. */
export function scrollToFirstError(fieldOrder: readonly string[], hasError: (field: string) => boolean, root: ParentNode = document): void {
  const first = fieldOrder.find(hasError);
  if (!first) return;
  const wrapper = root.querySelector<HTMLElement>(`[data-field="${first}"]`);
  const element = wrapper?.querySelector<HTMLElement>('input, textarea, select') ?? wrapper;
  if (!element) return;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * One support form's state machine: idle -> submitting -> success (form reset) | error (error box,
 * server field errors put back on the fields). Validation with the shared zod schema on submit.
 * Also answers what every form hands on: `field(name)` (a field's id, registration and error in the
 * page's language) and `shell` (the TicketFormShell's state and handlers).
 */
export function useTicketForm<S extends z.ZodType<FieldValues, FieldValues>>(
  type: TicketType,
  schema: S,
  fieldOrder: readonly string[],
  defaults: z.input<S>,
  { idPrefix = '' }: { idPrefix?: string } = {},
) {
  // The support catalogue's field error texts (support.errors, given by the block's IslandMessages).
  const fieldErrors = useMessages().support.errors;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // the shared schema; the IDNA tables load first only for an IDN domain or an address at one
    resolver: withIdnaTables(zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>, idnaValues),
    defaultValues: defaults as DefaultValues<z.input<S>>,
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [outcome, setOutcome] = useState<TicketOutcome | null>(null);
  // One key per form fill: kept across resubmits (a lost answer does not make a second ticket), new after a success.
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);

  const onInvalid = useCallback(
    (errors: FieldErrors<z.input<S>>, event?: BaseSyntheticEvent) => {
      scrollToFirstError(fieldOrder, (field) => field in errors, formOf(event));
    },
    [fieldOrder],
  );

  const onValid = useCallback(
    async (values: z.output<S>, event?: BaseSyntheticEvent) => {
      const root = formOf(event);
      setStatus('submitting');
      setOutcome(null);
      const key = idempotencyKey ?? newIdempotencyKey();
      setIdempotencyKey(key);
      const result = await submitTicket(type, values as Record<string, unknown>, fetch, undefined, key);
      setOutcome(result);
      if (result.kind === 'success') {
        setIdempotencyKey(null);
        form.reset(defaults as z.input<S>);
        setStatus('success');
        return;
      }
      setStatus('error');
      const serverFields = Object.entries(result.fields ?? {});
      for (const [field, code] of serverFields) {
        form.setError(field as Path<z.input<S>>, { type: 'server', message: fieldMessage(field, code) });
      }
      if (serverFields.length) scrollToFirstError(fieldOrder, (field) => serverFields.some(([name]) => name === field), root);
    },
    [defaults, fieldOrder, form, idempotencyKey, type],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setOutcome(null);
  }, []);

  const { errors } = form.formState;
  const field = (name: Path<z.input<S>>) => ({ id: `${idPrefix}${name}`, field: name, registration: form.register(name), error: errorOf(errors, name, fieldErrors) });
  const shell = { status, outcome, hasFieldErrors: Object.keys(errors).length > 0, onSubmit: form.handleSubmit(onValid, onInvalid), reset };
  return { form, field, shell };
}

/** The message of a field's error, if any, in the page's language (the support catalogue's `errors`). */
export function errorOf(errors: FieldErrors, field: string, catalogue: Readonly<Record<string, string>>): string | undefined {
  const error = errors[field];
  return error && typeof error.message === 'string' ? localiseFieldMessage(error.message, catalogue) : undefined;
}
