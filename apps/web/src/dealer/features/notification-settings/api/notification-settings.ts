// GET/PUT /v1/dealers/me/notification-settings: the dealer's three switches and the messages that stay on.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type NotificationSettingsRequest } from '@autobid/shared';
import { call } from '@/lib/call';

const KEY = ['dealer', 'notification-settings'] as const;

const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => call(api.dealers.notificationSettings, {}, { signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** Saves all three switches; the answer becomes the screen's state. Silent: the screen shows a refusal itself. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsRequest) =>
      call(api.dealers.updateNotificationSettings, { body }, { silent: true }),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
