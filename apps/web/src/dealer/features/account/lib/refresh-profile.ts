// Refetches the signed-in dealer's profile after a change so the header and the profile page agree.
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/lib/get-profile';

export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileQueryKey });
}
