// `/auction/list?savedSearch=<id>` (the 09:00 digest's link, docs/domain.md "Saved searches"): once the dealer's
// saved searches are read, the list takes that search's conditions and the parameter leaves the address; a
// search since deleted says so.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_PARAM } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { filtersToSearchParams } from '../filters';
import { filtersOfSaved } from './saved-filters';
import { useSavedSearches } from './saved-searches-api';

export function useSavedSearchLink(): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(SAVED_SEARCH_PARAM);
  const searches = useSavedSearches();
  useEffect(() => {
    if (wanted === null || !searches.data) {
      return;
    }
    const search = searches.data.items.find((item) => String(item.id) === wanted);
    setParams(
      (current) => {
        const next = search ? filtersToSearchParams(filtersOfSaved(search.filters), current) : current;
        const kept = new URLSearchParams(next);
        kept.delete(SAVED_SEARCH_PARAM);
        return kept;
      },
      { replace: true },
    );
    if (!search) {
      void showAlert(SAVED_SEARCH_MESSAGES.notFound);
    }
  }, [wanted, searches.data, setParams]);
}
