// /v1/dealers/saved-searches: the dealer's saved list filters (docs/domain.md "Saved searches"). Writes are
// silent: the dialogs show a refusal in place; each answer refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type SavedSearchCreateRequest, type SavedSearchUpdateRequest } from '@autobid/shared';
import { call } from '@/lib/call';

export const SAVED_SEARCHES_KEY = ['dealer', 'saved-searches'] as const;

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => call(api.savedSearches.list, {}, { signal }),
  });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

function useRefreshed<TInput, TData>(write: (input: TInput) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

export function useCreateSavedSearch() {
  return useRefreshed((body: SavedSearchCreateRequest) =>
    call(api.savedSearches.create, { body }, { silent: true }),
  );
}

export function useUpdateSavedSearch() {
  return useRefreshed(({ id, ...body }: SavedSearchUpdateRequest & { id: number }) =>
    call(api.savedSearches.update, { params: { id }, body }, { silent: true }),
  );
}

export function useDeleteSavedSearch() {
  return useRefreshed((id: number) => call(api.savedSearches.remove, { params: { id } }, { silent: true }));
}
