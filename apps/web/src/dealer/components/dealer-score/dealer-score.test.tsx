import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EMPTY_DEALER_SCORE, RESTRICTED_MAX_ACTIVE_BIDS, type DealerScore } from '@autobid/shared';
import { watch } from './score-fixtures';
import { renderApp } from '@/testing/harness';
import { DealerScoreCard } from './dealer-score-card';
import { TierBanner } from './tier-banner';

describe('dealer score', () => {
  it('a new dealer reads that he is 일반 because he is new', () => {
    const score: DealerScore = {
      ...EMPTY_DEALER_SCORE,
      next: { tier: null, sentence: '완료 거래 5건 미만의 신규 딜러는 일반 등급입니다.', earliestAt: null },
    };
    renderApp(<DealerScoreCard score={score} />);
    expect(screen.getByRole('region', { name: '딜러 등급' }).textContent).toContain('신규 딜러는 일반 등급');
  });

  it('the 주의 banner names the numbers that caused it and what brings him back', () => {
    renderApp(<TierBanner score={watch} />);
    const banner = screen.getByRole('region', { name: '딜러 등급 주의 안내' });
    expect(banner.textContent).toContain('딜러 등급이 주의입니다.');
    expect(banner.textContent).toContain('취소율(입찰·거래) 18% (주의 기준 15% 이상)');
    expect(banner.textContent).toContain('수수료 입금 기한 초과 1건 (주의 기준 1건 이상)');
    expect(banner.textContent).toContain('2026.12.31부터 등급이 돌아갑니다');
  });

  it('the 제한 banner says the bid limit; none at 일반 or 우수', () => {
    const { unmount } = renderApp(
      <TierBanner
        score={{
          ...watch,
          tier: 'RESTRICTED',
          causes: ['missedFeeWindows'],
          measures: { ...watch.measures, missedFeeWindows: 3 },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: '딜러 등급 제한 안내' }).textContent).toContain(
      `동시에 ${RESTRICTED_MAX_ACTIVE_BIDS}건까지만`,
    );
    unmount();
    renderApp(<TierBanner score={{ ...watch, tier: 'EXCELLENT' }} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
