// Forms on the shared zod schemas (react-hook-form + zodResolver): the schema is the only source of a
// form's rules and messages. Errors show after submit, one per field; editing a field clears its error.
import type { ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Pick<UseFormProps<Input, unknown, Output>, 'shouldFocusError'> = {},
) {
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    criteriaMode: 'firstError',
  });
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
