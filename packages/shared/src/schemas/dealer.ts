// Dealer profile, dashboard and the sign-up / re-application records of docs/spec.md §5, composed from the
// field schemas (fields.ts) with the checks that span two fields.
import { z } from 'zod';
import { DEALER_STATUSES } from '../enums';
import { DEALER_TASK_STATUSES } from '../deal-deadlines';
import { dealerScore } from './dealer-tiers';
import {
  businessNumberField,
  emailField,
  nameField,
  passwordConfirmField,
  passwordField,
  phoneField,
  SIGNUP_MESSAGES,
  usernameField,
} from './fields';

export const dealerProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  image: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  position: z.string(),
  reason: z.string(),
  rejectedAt: z.string().nullable(),
  status: z.enum(DEALER_STATUSES),
  agencyAddress: z.string(),
  agencyAddressDetail: z.string(),
  agencyName: z.string(),
  agencyNumber: z.string(),
  /** 사업자등록번호, 10 digits; '' for a dealer from before it was asked (the profile asks for it). */
  businessNumber: z.string(),
  agencyRegistrationImage: z.string(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  mainBrands: z.array(z.string()),
  isBankAccountAuth: z.boolean(),
  businessCard: z.string(),
  bankAccountNumber: z.string(),
  penaltyExpiredAt: z.string().nullable(),
  hopeTransactionPercentage: z.number(),
  positiveReviewCount: z.number().int(),
  negativeReviewCount: z.number().int(),
  monthlyCompleteTransactionCount: z.number().int(),
  averageDailyBiddingCount: z.number(),
  reportCount: z.number().int(),
  biddingCancelCount: z.number().int(),
  /** The dealer's own score: tier, the 90 days' measures, the next threshold (docs/domain.md "Dealer score and tiers"). */
  score: dealerScore,
});
export type DealerProfile = z.infer<typeof dealerProfile>;

/**
 * A deal step waiting for the dealer (confirm, pay the fee, fix the date, complete), with the deadline the
 * deal clock applies to it (`dealerStepDeadline`), for the task list on /home.
 */
const dealTask = z.object({
  auctionId: z.number().int(),
  model: z.string(),
  status: z.enum(DEALER_TASK_STATUSES),
  /** The fee, once confirmed (null before). */
  fee: z.number().int().nullable(),
  deadline: z.string(),
});

/** The four home counters. */
export const dashboard = z.object({
  likeCount: z.number().int(),
  biddingCount: z.number().int(),
  successfulBiddingCount: z.number().int(),
  progressCount: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboard>;

/** `GET /v1/dealers/dashboard`: the counters and the deals waiting for the fee. */
export const dashboardResponse = dashboard.extend({
  /** Every deal step waiting for the dealer, nearest deadline first. */
  dealTasks: z.array(dealTask),
  /** The server's clock when answering, so the countdown counts to the server's deadline. */
  serverNow: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/**
 * `GET /v1/dealers/penalty/bid-cancel`: what cancelling a bid now would cost this dealer, by the same rule
 * the cancel applies (docs/domain.md "Penalties"): banDays 0 (the one free cancellation), 7 or 14, and the
 * ban's end (after a running ban, they never overlap), null when there is no ban.
 */
export const bidCancelPenaltyPreview = z.object({
  banDays: z.number().int(),
  expiresAt: z.string().nullable(),
  /**
   * The dealer's wins still waiting for its confirmation (DEALER_CONFIRM): the ban would release them back
   * to their sellers. Empty when the cancellation bans nobody.
   */
  releasedWins: z.array(z.object({ auctionId: z.number().int(), model: z.string() })),
});
export type BidCancelPenaltyPreview = z.infer<typeof bidCancelPenaltyPreview>;

/** Longest address (and address detail) the forms and the coordinates lookup accept. */
export const ADDRESS_MAX_LENGTH = 200;

export const SIGNUP_FIELDS = [
  'username',
  'password',
  'passwordConfirm',
  'phoneNumber',
  'email',
  'name',
  'image',
  'businessCard',
  'agencyName',
  'agencyNumber',
  'agencyAddress',
  'agencyAddressDetail',
  'agencyRegistrationImage',
  'businessNumber',
  'position',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupForm = Record<SignupField, string>;

/** A text of the application: optional or required, at most `max` characters, '' when left out. */
const signupText = (max: number) => z.string().max(max, SIGNUP_MESSAGES.tooLong).prefault('');
const requiredText = (message: string, max = 2_000) =>
  z.string({ error: message }).trim().min(1, message).max(max, SIGNUP_MESSAGES.tooLong).prefault('');

/** The application's fields in spec order, each composed from its field schema (fields.ts). */
const applicationShape = {
  phoneNumber: phoneField.prefault(''),
  email: emailField.prefault(''),
  name: nameField.prefault(''),
  image: signupText(2_000),
  businessCard: requiredText(SIGNUP_MESSAGES.businessCardRequired),
  agencyName: requiredText(SIGNUP_MESSAGES.agencyNameRequired, 100),
  agencyNumber: requiredText(SIGNUP_MESSAGES.agencyNumberRequired, 20),
  agencyAddress: requiredText(SIGNUP_MESSAGES.agencyAddressRequired, ADDRESS_MAX_LENGTH),
  // Its messages are the address's (below).
  agencyAddressDetail: z.string().max(2_000).prefault(''),
  agencyRegistrationImage: requiredText(SIGNUP_MESSAGES.registrationImageRequired),
  businessNumber: businessNumberField.prefault(''),
  position: signupText(2_000),
  longitude: z.number().min(-180).max(180).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  region1: z.string().max(50).optional().default(''),
  region2: z.string().max(50).optional().default(''),
  region3: z.string().max(50).optional().default(''),
};

type ApplicationValues = Partial<Record<SignupField, string>>;

/** The checks over two fields: the address detail shows at the address, the profile image at the name. */
function checkApplication(mode: 'signup' | 'reapply') {
  return (form: ApplicationValues, ctx: z.RefinementCtx) => {
    const add = (field: SignupField, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (mode === 'signup' && form.password !== form.passwordConfirm) {
      add('passwordConfirm', SIGNUP_MESSAGES.passwordMismatch);
    }
    if (mode === 'signup' && (form.image ?? '').trim() === '') {
      add('name', SIGNUP_MESSAGES.imageRequired);
    }
    const detail = form.agencyAddressDetail ?? '';
    if (detail.trim() === '') {
      add('agencyAddress', SIGNUP_MESSAGES.agencyAddressRequired);
    } else if (detail.length > ADDRESS_MAX_LENGTH) {
      add('agencyAddress', SIGNUP_MESSAGES.tooLong);
    }
  };
}

/**
 * The issues in the spec's order of fields (docs/spec.md §5), whichever check found them: the first one is
 * the message a refused call says, and each field shows its first.
 */
function inSpecOrder(ctx: z.core.ParsePayload) {
  const rank = (issue: z.core.$ZodRawIssue) => {
    const index = SIGNUP_FIELDS.indexOf(issue.path?.[0] as SignupField);
    return index === -1 ? SIGNUP_FIELDS.length : index;
  };
  ctx.issues.sort((a, b) => rank(a) - rank(b));
}

/** `POST /v1/dealers`: the sign-up record; the phone must have been verified. */
export const signupRequest = z
  .object({
    username: usernameField.prefault(''),
    password: passwordField.prefault(''),
    passwordConfirm: passwordConfirmField.prefault(''),
    ...applicationShape,
  })
  .superRefine(checkApplication('signup'))
  .check(inSpecOrder);
export type SignupRequest = z.input<typeof signupRequest>;

/** `PUT /v1/dealers/me/application`: corrected details, back to review (no username, password or image check). */
export const reapplyRequest = z
  .object(applicationShape)
  .superRefine(checkApplication('reapply'))
  .check(inSpecOrder);
export type ReapplyRequest = z.input<typeof reapplyRequest>;
