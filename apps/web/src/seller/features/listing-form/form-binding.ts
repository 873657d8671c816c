// The listing form's type: the steps bind their fields with bindField / bindChoice from lib/form.
import type { UseFormReturn } from 'react-hook-form';
import type { ListingInput } from '@autobid/shared';
import type { ListingFormValues } from '../../lib/listing-form';

export type ListingForm = UseFormReturn<ListingFormValues, unknown, ListingInput>;
