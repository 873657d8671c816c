// Demo accounts the server seeds on a fresh embedded database.
export const ACCOUNTS = {
  approved: { username: 'dealer', password: 'dealer1234', name: '김민수', position: '대표' },
  pending: { username: 'pending', password: 'pending1234' },
  rejected: { username: 'rejected', password: 'rejected1234' },
  /** A second rejected dealer that the re-application spec may move back to review. */
  rejectedToReapply: { username: 'rejected2', password: 'rejected1234' },
} as const;
