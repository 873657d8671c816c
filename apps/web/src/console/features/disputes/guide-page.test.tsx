import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  api,
  CONDITION_SHEETS,
  DEFAULT_DEDUCTION_GUIDE,
  GUIDE_MESSAGES,
  conditionItemOf,
  type DeductionGuideEntry,
  type VehicleType,
} from '@autobid/shared';
import { answer, calls, renderApp } from '@/testing/harness';
import { GuidePage } from './guide-page';

const entries: DeductionGuideEntry[] = (['MOTORBIKE', 'CAR'] as VehicleType[]).flatMap((vehicleType) =>
  DEFAULT_DEDUCTION_GUIDE[vehicleType].map((entry) => {
    const item = conditionItemOf(vehicleType, entry.item)!;
    return { vehicleType, ...entry, label: item.label, group: item.group };
  }),
);

const rowOf = (form: HTMLElement, item: string) => form.querySelector<HTMLElement>(`[data-item="${item}"]`)!;

describe('GuidePage', () => {
  it('lists every item of the type sheet with its range in 만원, and each type on its tab', async () => {
    answer(api.consoleDisputes.guide, entries);
    renderApp(<GuidePage />, { path: '/admin/disputes/guide' });

    const bikes = await screen.findByRole('form', { name: '오토바이 감가 기준표' });
    expect(bikes.querySelectorAll('[data-item]')).toHaveLength(CONDITION_SHEETS.MOTORBIKE.length);
    expect(within(bikes).getByLabelText('체인·스프로킷 최소 금액 (만원)')).toHaveProperty('value', '5');
    expect(within(bikes).getByLabelText('체인·스프로킷 최대 금액 (만원)')).toHaveProperty('value', '20');
    // An item the guide has no range for: empty boxes.
    expect(within(bikes).getByLabelText('최근 정기점검일 최소 금액 (만원)')).toHaveProperty('value', '');

    fireEvent.click(screen.getByRole('tab', { name: '자동차' }));
    const cars = screen.getByRole('form', { name: '자동차 감가 기준표' });
    expect(cars.querySelectorAll('[data-item]')).toHaveLength(CONDITION_SHEETS.CAR.length);
    expect(within(cars).getByLabelText('후드 최대 금액 (만원)')).toHaveProperty('value', '60');
  });

  it('refuses a minimum above the maximum at its row, then saves the whole type in won', async () => {
    answer(api.consoleDisputes.guide, entries);
    answer(api.consoleDisputes.saveGuide, ({ body }) => {
      const sent = body as {
        vehicleType: VehicleType;
        entries: { item: string; min: number; max: number }[];
      };
      return [
        ...entries.filter((entry) => entry.vehicleType !== sent.vehicleType),
        ...sent.entries.map((entry) => {
          const item = conditionItemOf(sent.vehicleType, entry.item)!;
          return { vehicleType: sent.vehicleType, ...entry, label: item.label, group: item.group };
        }),
      ];
    });
    renderApp(<GuidePage />, { path: '/admin/disputes/guide' });
    const form = await screen.findByRole('form', { name: '오토바이 감가 기준표' });
    const min = within(form).getByLabelText('체인·스프로킷 최소 금액 (만원)');
    const max = within(form).getByLabelText('체인·스프로킷 최대 금액 (만원)');

    fireEvent.change(min, { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: '오토바이 기준 저장' }));
    expect(within(rowOf(form, 'chain')).getByText(GUIDE_MESSAGES.rangeInvalid)).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toContain('1개 항목을 확인해주세요');
    expect(calls(api.consoleDisputes.saveGuide)).toHaveLength(0);

    fireEvent.change(max, { target: { value: '35' } });
    expect(within(rowOf(form, 'chain')).queryByText(GUIDE_MESSAGES.rangeInvalid)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '오토바이 기준 저장' }));

    expect(await within(form).findByText(GUIDE_MESSAGES.saved)).toBeTruthy();
    const sent = calls(api.consoleDisputes.saveGuide);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as {
      vehicleType: string;
      entries: { item: string; min: number; max: number }[];
    };
    expect(body.vehicleType).toBe('MOTORBIKE');
    expect(body.entries).toHaveLength(DEFAULT_DEDUCTION_GUIDE.MOTORBIKE.length);
    expect(body.entries.find((entry) => entry.item === 'chain')).toEqual({
      item: 'chain',
      min: 300_000,
      max: 350_000,
    });
    await waitFor(() => expect(max).toHaveProperty('value', '35'));
  });

  it('asks for both bounds or neither', async () => {
    answer(api.consoleDisputes.guide, entries);
    renderApp(<GuidePage />, { path: '/admin/disputes/guide' });
    const form = await screen.findByRole('form', { name: '오토바이 감가 기준표' });
    fireEvent.change(within(form).getByLabelText('최근 정기점검일 최소 금액 (만원)'), {
      target: { value: '3' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '오토바이 기준 저장' }));
    expect(within(rowOf(form, 'lastInspection')).getByText(/최소와 최대를 함께 입력하거나/)).toBeTruthy();
    expect(calls(api.consoleDisputes.saveGuide)).toHaveLength(0);
  });
});
