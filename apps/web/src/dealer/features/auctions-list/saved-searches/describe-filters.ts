// A saved search's conditions in one line (브랜드, 지역, 사고 이력, 용도), for its row and the save dialog.
import { PURPOSE_LABELS, type Brand, type SavedSearchFilters } from '@autobid/shared';
import { ACCIDENT_OPTIONS, selectionSummary } from '../filters';

export function describeFilters(filters: SavedSearchFilters, brands: readonly Brand[] | undefined): string {
  const names = filters.brandIds.map((id) => brands?.find((brand) => brand.id === id)?.name ?? `#${id}`);
  const parts = [
    filters.brandIds.length ? `브랜드 ${selectionSummary(names)}` : null,
    filters.regions.length ? `지역 ${selectionSummary(filters.regions)}` : null,
    filters.repair ? ACCIDENT_OPTIONS.find((option) => option.value === filters.repair)?.label : null,
    filters.purpose ? PURPOSE_LABELS[filters.purpose] : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : '모든 진행 중 경매';
}
