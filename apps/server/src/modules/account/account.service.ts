// The dealer's own account: profile change and password change.
import {
  ACCOUNT_MESSAGES,
  DEFAULT_POSITION,
  PROFILE_MESSAGES,
  type DealerProfile,
  type passwordChangeRequest,
  type profileUpdateRequest,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { UPLOADS_URL_PREFIX } from '../../providers/storage';
import { findDealerById } from '../dealers/dealers.repository';
import { createDealersService } from '../dealers/dealers.service';
import { updateDealer } from './account.repository';

type ProfileUpdate = z.output<typeof profileUpdateRequest>;
type PasswordChange = z.output<typeof passwordChangeRequest>;

/** Only our own uploads or an absolute web address may be shown as a profile image. */
function isAcceptableImage(url: string): boolean {
  return url === '' || url.startsWith(UPLOADS_URL_PREFIX) || /^https?:\/\//.test(url);
}

export function createAccountService(ctx: Pick<AppContext, 'db' | 'clock' | 'tokens'>) {
  const dealersService = createDealersService(ctx);
  return {
    async updateProfile(dealerId: number, input: ProfileUpdate): Promise<DealerProfile> {
      const image = input.image?.trim();
      if (image !== undefined && !isAcceptableImage(image))
        throw new AppError('INVALID_IMAGE', 400, PROFILE_MESSAGES.imageInvalid);
      const position = input.position === undefined ? undefined : input.position.trim() || DEFAULT_POSITION;
      const updated = await updateDealer(
        ctx.db,
        dealerId,
        {
          phoneNumber: input.phoneNumber,
          email: input.email,
          name: input.name,
          ...(position === undefined ? {} : { position }),
          ...(image === undefined ? {} : { image }),
        },
        ctx.clock.now(),
      );
      if (!updated) throw unauthorized();
      return dealersService.profile(dealerId);
    },

    async changePassword(dealerId: number, input: PasswordChange): Promise<void> {
      const dealer = await findDealerById(ctx.db, dealerId);
      if (!dealer) throw unauthorized();
      // Login strips spaces from the password, so the current one is compared the same way.
      const current = input.currentPassword.replace(/\s/g, '');
      if (!(await verifyPassword(current, dealer.passwordHash)))
        throw new AppError('CURRENT_PASSWORD_WRONG', 400, ACCOUNT_MESSAGES.currentPasswordWrong);
      await updateDealer(ctx.db, dealerId, { passwordHash: await hashPassword(input.newPassword) }, ctx.clock.now());
    },
  };
}
