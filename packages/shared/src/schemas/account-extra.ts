// Messages and limits of the account calls that account.ts does not carry: bank-account rules, find password.
export const BANK_AUTH_MESSAGES = {
  accountLength: '계좌번호는 숫자 8~20자리로 입력해주세요.',
  unknownBank: '존재하지 않는 은행입니다. 은행을 다시 선택해주세요.',
  alreadyVerified: '이미 계좌 인증이 완료되었습니다.',
  notRequested: '계좌 인증을 먼저 요청해주세요.',
  expired: '인증 시간이 만료되었습니다. 계좌 인증을 다시 요청해주세요.',
  tooManyAttempts: '인증 시도 횟수를 초과했습니다. 계좌 인증을 다시 요청해주세요.',
  tooManyRequests: '계좌 인증 요청 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.',
} as const;

export const BANK_AUTH_LIMITS = {
  accountMinDigits: 8,
  accountMaxDigits: 20,
  ttlMinutes: 10,
  maxAttempts: 5,
  maxRequestsPerHour: 5,
} as const;

export const FIND_ACCOUNT_MESSAGES = {
  noMatchingDealer: '일치하는 회원 정보가 없습니다.',
} as const;

export const PROFILE_MESSAGES = {
  imageInvalid: '이미지 주소가 올바르지 않습니다.',
} as const;
