// The listing form's type and the binding of a chip group to one of its fields.
import type { UseFormReturn } from 'react-hook-form';
import type { ListingInput } from '@autobid/shared';
import { fieldError } from '@/lib/form';
import type { ListingFormValues } from '../../lib/listing-form';

export type ListingForm = UseFormReturn<ListingFormValues, unknown, ListingInput>;

type ChoiceName = {
  [K in keyof ListingFormValues]: ListingFormValues[K] extends string ? K : never;
}[keyof ListingFormValues];

/** Value, change (which clears the field's message) and message of a chip group. */
export function bindChoice(form: ListingForm, name: ChoiceName) {
  return {
    value: String(form.watch(name)),
    onChange: (value: string) => {
      form.setValue(name, value, { shouldDirty: true });
      form.clearErrors(name);
    },
    error: fieldError(form, name),
  };
}
