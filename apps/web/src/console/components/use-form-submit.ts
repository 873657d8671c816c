// Submitting a console form dialog: the fields are checked on the shared schema, the action is sent once (a
// double click sends one), a refusal's message is kept for the form to show, a success hands over the answer
// and closes the dialog.
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { refusalText } from '@/lib/call';

export function useFormSubmit<Input extends FieldValues, Output extends FieldValues, T>(
  form: UseFormReturn<Input, unknown, Output>,
  send: (values: Output) => Promise<T>,
  onDone: (data: T) => void,
  onClose: () => void,
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const flight = useSingleFlight(async () => {
    await form.handleSubmit(async (values) => {
      setRefusal(null);
      let answer: T;
      try {
        answer = await send(values);
      } catch (error) {
        setRefusal(refusalText(error));
        return;
      }
      onDone(answer);
      onClose();
    })();
  });
  return { submit: () => void flight.run(), isPending: flight.isRunning, refusal };
}
