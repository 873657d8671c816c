// Reference data served to everyone (no rules beyond ordering and typing).
import {
  VEHICLE_TYPES,
  type BankCode,
  type Brand,
  type ReviewQuestion,
  type VehicleType,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { listBankCodes, listBrands, listReviewQuestions } from './reference.repository';

export function createReferenceService(ctx: Pick<AppContext, 'db'>) {
  return {
    bankCodes: (): Promise<BankCode[]> => listBankCodes(ctx.db),
    async brands(): Promise<Brand[]> {
      const rows = await listBrands(ctx.db);
      return rows.map((row) => ({
        ...row,
        vehicleType: (VEHICLE_TYPES as readonly string[]).includes(row.vehicleType)
          ? (row.vehicleType as VehicleType)
          : 'MOTORBIKE',
      }));
    },
    // Nothing is answered yet: the dealer fills `answer` in on the review page.
    reviewQuestions: async (): Promise<ReviewQuestion[]> =>
      (await listReviewQuestions(ctx.db)).map((question) => ({ ...question, answer: '' })),
  };
}
