// The one error type of the API: a machine code (its HTTP status fixed in shared ERROR_STATUS) and the Korean message a person reads.
import { ERROR_STATUS, type ErrorCode } from '@autobid/shared';

/** The codes answered with one HTTP status, e.g. `ErrorCodeWithStatus<409>` for a module's conflict helper. */
export type ErrorCodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_STATUS)[K] extends S ? K : never;
}[ErrorCode];

export class AppError extends Error {
  readonly status: number;

  /** `cause`: the failure behind a refusal of ours (an outside service's), logged with it. */
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const COMMON_MESSAGES = {
  unauthorized: '로그인이 필요합니다.',
  forbidden: '접근 권한이 없습니다.',
  notFoundRoute: '요청하신 경로를 찾을 수 없습니다.',
  invalidRequest: '요청 값이 올바르지 않습니다.',
  invalidJson: '요청 본문의 형식이 올바르지 않습니다.',
  bodyTooLarge: '요청 본문이 너무 큽니다.',
  requestTimeout: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
  headersTooLarge: '요청 헤더가 너무 큽니다.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
  methodNotAllowed: '허용되지 않은 요청입니다.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  success: '성공',
} as const;

export const unauthorized = () => new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
export const forbidden = () => new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
