// The signed-in dealer's profile, shared by the layout, the route guard and any feature that needs it.
import { useSyncExternalStore } from 'react';
import { DEFAULT_POSITION, type DealerProfile } from '@autobid/shared';

/** Spec section 3 defaults: id 0, empty strings, empty list, false; position "대표"; status under review. */
export const emptyProfile: DealerProfile = {
  id: 0,
  username: '',
  email: '',
  image: '',
  name: '',
  phoneNumber: '',
  position: DEFAULT_POSITION,
  reason: '',
  rejectedAt: null,
  status: 'AUDIT',
  agencyAddress: '',
  agencyAddressDetail: '',
  agencyName: '',
  agencyNumber: '',
  businessNumber: '',
  agencyRegistrationImage: '',
  approvedAt: null,
  createdAt: '',
  mainBrands: [],
  isBankAccountAuth: false,
  businessCard: '',
  bankAccountNumber: '',
  penaltyExpiredAt: null,
  hopeTransactionPercentage: 0,
  positiveReviewCount: 0,
  negativeReviewCount: 0,
  monthlyCompleteTransactionCount: 0,
  averageDailyBiddingCount: 0,
  reportCount: 0,
  biddingCancelCount: 0,
};

let current: DealerProfile = emptyProfile;
const listeners = new Set<() => void>();

export function getProfile(): DealerProfile {
  return current;
}

export function setProfile(profile: DealerProfile): void {
  if (profile === current) {
    return;
  }
  current = { ...emptyProfile, ...profile };
  for (const listener of listeners) {
    listener();
  }
}

export function resetProfile(): void {
  if (current === emptyProfile) {
    return;
  }
  current = emptyProfile;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The profile; id 0 means nobody is signed in (or not loaded yet). */
export function useProfile(): DealerProfile {
  return useSyncExternalStore(subscribe, getProfile, getProfile);
}
