// Refetches the signed-in dealer's profile after a change so the header and the profile page agree.
import { useQueryClient } from '@tanstack/react-query';
import { dealerSession } from '@/lib/dealer-session';

export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dealerSession.profileKey });
}
