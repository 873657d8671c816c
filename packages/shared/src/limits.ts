// The Korean refusals of the abuse limits (docs/decisions/017): how long to wait, in whole minutes.
export const LIMIT_MESSAGES = {
  loginTooManyAttempts: (minutes: number) =>
    `로그인 시도가 너무 많습니다. ${minutes}분 후 다시 시도해주세요.`,
  tooManyRequests: (minutes: number) => `요청이 너무 많습니다. ${minutes}분 후 다시 시도해주세요.`,
  serviceUnavailable: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Seconds until a limit lifts, as the minutes a person is told: rounded up, never 0. */
export function waitMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
