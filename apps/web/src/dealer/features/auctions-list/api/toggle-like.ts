// POST / DELETE /v1/dealers/auction/{id}/like: mark an auction as interesting, optimistically in every cached list page.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, type AuctionListItem, type PagedList } from '@autobid/shared';
import { call } from '@/lib/call';
import { AUCTION_LIST_KEY } from './get-auctions';

type ToggleLikeInput = { id: number; like: boolean };
type ListData = InfiniteData<PagedList<AuctionListItem>, number>;

/** The client alerts a refusal; the thrown ApiError rolls the optimistic change back. */
function toggleLike({ id, like }: ToggleLikeInput) {
  return call(like ? api.auctions.like : api.auctions.unlike, { params: { id } });
}

function setLiked(data: ListData | undefined, id: number, isLiked: boolean): ListData | undefined {
  if (!data) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? { ...item, isLiked } : item)),
    })),
  };
}

export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onMutate: async ({ id, like }) => {
      await queryClient.cancelQueries({ queryKey: AUCTION_LIST_KEY });
      const previous = queryClient.getQueriesData<ListData>({ queryKey: AUCTION_LIST_KEY });
      queryClient.setQueriesData<ListData>({ queryKey: AUCTION_LIST_KEY }, (data) =>
        setLiked(data, id, like),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) {
        queryClient.setQueryData(key, data);
      }
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AUCTION_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
