// Forms on the shared zod schemas (react-hook-form + zodResolver): the schema is the only source of a
// form's rules and messages. Errors show after submit, one per field; editing a field clears its error.
import type { ChangeEvent } from 'react';
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** When a form checks and shows its errors: on submit, the first message of each field. */
const CHECKED_ON_SUBMIT = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  criteriaMode: 'firstError',
} as const;

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Pick<UseFormProps<Input, unknown, Output>, 'shouldFocusError'> = {},
) {
  return useForm<Input, unknown, Output>({
    ...options,
    ...CHECKED_ON_SUBMIT,
    resolver: zodResolver(schema),
    defaultValues,
  });
}

/**
 * A form checked by a shared rule's plain function instead of its schema, for a first screen that must not
 * evaluate zod (docs/decisions/043): `mistakes` gives the message of each field that fails (packages/shared
 * tests it against the schema); a form that passes submits its values as typed. The same moments and messages
 * as `useSchemaForm`.
 */
export function useCheckedForm<Values extends FieldValues>(
  mistakes: (values: Values) => Partial<Record<Path<Values>, string>>,
  defaultValues: DefaultValues<Values>,
) {
  const resolver: Resolver<Values> = (values, _context, options) => {
    const found = Object.entries(mistakes(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (found.length === 0) {
      return { values, errors: {} };
    }
    const errors: FieldErrors = Object.fromEntries(
      found.map(([name, message]) => [name, { type: 'custom', message }]),
    );
    return { values: {}, errors: toNestErrors(errors, options) };
  };
  return useForm<Values>({ ...CHECKED_ON_SUBMIT, resolver, defaultValues });
}

/** A field's first message, or undefined. */
export function fieldError<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
): string | undefined {
  const error: unknown = get(form.formState.errors, name);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The props of a text control bound to a field: its value, an edit that normalises what was typed (spaces
 * stripped, a phone formatted) and clears the field's error, and that error.
 */
export function bindField<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
  normalize: (raw: string) => string = (raw) => raw,
) {
  const { ref, onBlur } = form.register(name);
  return {
    name,
    ref,
    onBlur,
    value: String(form.watch(name) ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      form.setValue(name, normalize(event.target.value) as PathValue<T, Path<T>>);
      form.clearErrors(name);
    },
    error: fieldError(form, name),
  };
}

/**
 * The props of a choice (a row of options) bound to a field: its value, a pick that marks the form edited
 * and clears the field's error, and that error.
 */
export function bindChoice<T extends FieldValues, O extends FieldValues, N extends Path<T>>(
  form: UseFormReturn<T, unknown, O>,
  name: N,
) {
  return {
    value: form.watch(name),
    onChange: (value: PathValue<T, N>) => {
      form.setValue(name, value, { shouldDirty: true });
      form.clearErrors(name);
    },
    error: fieldError(form, name),
  };
}
