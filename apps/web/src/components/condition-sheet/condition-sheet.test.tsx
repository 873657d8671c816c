import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CONDITION_SHEETS, clearConditionReport } from '@autobid/shared';
import { ConditionSheet } from './condition-sheet';

afterEach(cleanup);

/** The row of one sheet item. */
const rowOf = (key: string) => document.querySelector<HTMLElement>(`[data-item="${key}"]`)!;

describe('ConditionSheet', () => {
  it("shows a motorbike's every item by group, a defect in words with its note and photo", () => {
    render(
      <ConditionSheet
        vehicleType="MOTORBIKE"
        titleId="sheet"
        report={clearConditionReport('MOTORBIKE', {
          'exterior.leftCowl': { state: 'SCRATCH', note: '주차 중 넘어짐', photo: '/uploads/cowl.jpg' },
          rearTyre: { state: '80' },
          lastInspection: { state: '' },
        })}
      />,
    );
    const sheet = screen.getByRole('region', { name: '상태 점검표' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(CONDITION_SHEETS.MOTORBIKE.length);
    const count = CONDITION_SHEETS.MOTORBIKE.length;
    expect(within(sheet).getByText(`${count}개 항목 중 2개 확인 필요 · 작성하지 않은 항목 1개`)).toBeTruthy();
    for (const group of ['차체', '엔진', '구동', '타이어', '제동', '전기', '외관', '튜닝', '이력', '서류']) {
      expect(within(sheet).getByRole('heading', { name: group, level: 3 })).toBeTruthy();
    }
    expect(rowOf('exterior.leftCowl').textContent).toBe('좌측 카울흠집 · 확인 필요주차 중 넘어짐');
    expect(within(rowOf('exterior.leftCowl')).getByRole('img', { name: '좌측 카울 사진' })).toBeTruthy();
    // A tyre worn 70 % or more is a defect; less is not.
    expect(rowOf('rearTyre').textContent).toBe('뒤 타이어 마모율마모 80% · 확인 필요');
    expect(rowOf('frontTyre').textContent).toBe('앞 타이어 마모율마모 20%');
    expect(rowOf('lastInspection').textContent).toBe('최근 정기점검일-');
    expect(rowOf('useReport').textContent).toBe('사용신고신고 완료');
  });

  it("shows a car's panels, the record number, and the items a claim names", () => {
    render(
      <ConditionSheet
        vehicleType="CAR"
        titleId="sheet"
        title="등록 점검표 (낙찰 당시)"
        highlight={['panel.hood']}
        report={clearConditionReport('CAR', {
          'panel.hood': { state: 'REPLACED' },
          inspectionRecord: { state: '2026-123456' },
        })}
      />,
    );
    const sheet = screen.getByRole('region', { name: '등록 점검표 (낙찰 당시)' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(CONDITION_SHEETS.CAR.length);
    expect(rowOf('panel.hood').textContent).toBe('후드 · 감가 요청 항목교환 · 확인 필요');
    expect(rowOf('panel.roof').textContent).toBe('루프무사고(원판)');
    expect(rowOf('flood').textContent).toBe('침수 이력없음');
    expect(rowOf('inspectionRecord').textContent).toBe('성능·상태점검기록부 번호2026-123456');
  });

  it('says when the seller wrote no sheet', () => {
    render(<ConditionSheet vehicleType="CAR" titleId="sheet" report={null} />);
    expect(screen.getByText('판매자가 점검표를 작성하지 않았습니다.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
