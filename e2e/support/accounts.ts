// Demo accounts the server seeds on a fresh embedded database.
export const ACCOUNTS = {
  approved: { username: 'dealer', password: 'dealer1234', name: '김민수', position: '대표' },
  pending: { username: 'pending', password: 'pending1234' },
  rejected: { username: 'rejected', password: 'rejected1234' },
  /** A second rejected dealer that the re-application spec may move back to review. */
  rejectedToReapply: { username: 'rejected2', password: 'rejected1234' },
  /**
   * Approved, with a running bid ban and a verified bank account. find.spec.ts resets its password to
   * `passwordAfterFind`; spec files run in any order on their worker's database, so either may be current.
   */
  banned: { username: 'banned', password: 'banned1234', passwordAfterFind: 'found5678', name: '송지훈' },
  /** Approved, bank account not verified yet: its first bid leads to the verification. */
  unverified: { username: 'dealer4', password: 'dealer1234', name: '정우진' },
} as const;
