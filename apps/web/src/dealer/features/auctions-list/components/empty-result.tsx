// The list's empty state: the spec's text when nothing is filtered, else what was asked for and a way out
// (clear the search conditions, or leave the 관심 차량 view).
import { Button } from '@/components/ui/button';
import { clearConditions, countConditions, EMPTY_FILTERS, type AuctionFilters } from '../filters';
import styles from './empty-result.module.css';

export const EMPTY_RESULT_TEXT = {
  none: '현재 진행 중인 경매가 없습니다.',
  conditions: '조건에 맞는 경매가 없습니다.',
  liked: '관심 차량으로 등록한 진행 중인 경매가 없습니다.',
} as const;

type EmptyResultProps = {
  filters: AuctionFilters;
  onChange: (next: AuctionFilters) => void;
};

export function EmptyResult({ filters, onChange }: EmptyResultProps) {
  const hasConditions = countConditions(filters) > 0;
  if (hasConditions) {
    return (
      <div className={styles.empty}>
        <p>{EMPTY_RESULT_TEXT.conditions}</p>
        <Button variant="outline" onClick={() => onChange(clearConditions(filters))}>
          검색 조건 초기화
        </Button>
      </div>
    );
  }
  if (filters.liked) {
    return (
      <div className={styles.empty}>
        <p>{EMPTY_RESULT_TEXT.liked}</p>
        <p className={styles.hint}>경매 카드의 하트를 누르면 관심 차량에 담깁니다.</p>
        <Button variant="outline" onClick={() => onChange(EMPTY_FILTERS)}>
          전체 경매 보기
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <p>{EMPTY_RESULT_TEXT.none}</p>
    </div>
  );
}
