import { describe, expect, it } from 'vitest';
import {
  AUDIT_LOG_MESSAGES,
  auditLogFilterForm,
  auditLogQuery,
  isCalendarDay,
  isPeriodInOrder,
} from './operator';

const empty = { action: '', targetType: '', targetId: '', actor: '', from: '', to: '' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('audit log filters', () => {
  it('takes only real calendar days', () => {
    expect(isCalendarDay('2026-03-15')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-3-15')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('wants a period whose start is not after its end', () => {
    expect(isPeriodInOrder({ from: '2026-03-14', to: '2026-03-15' })).toBe(true);
    expect(isPeriodInOrder({ from: '2026-03-15', to: '2026-03-15' })).toBe(true);
    expect(isPeriodInOrder({ from: '2026-03-16', to: '2026-03-15' })).toBe(false);
    expect(isPeriodInOrder({ from: '2026-03-16', to: '' })).toBe(true);
    expect(isPeriodInOrder({})).toBe(true);
  });

  it('accepts an empty form and refuses bad values with their Korean message', () => {
    expect(auditLogFilterForm.parse(empty)).toEqual(empty);
    expect(auditLogFilterForm.parse({ ...empty, targetId: ' 12 ', action: 'DEALER_APPROVE' })).toMatchObject({
      targetId: '12',
      action: 'DEALER_APPROVE',
    });
    expect(firstMessage(auditLogFilterForm.safeParse({ ...empty, from: '2026-02-31' }))).toBe(
      AUDIT_LOG_MESSAGES.day,
    );
    expect(
      firstMessage(auditLogFilterForm.safeParse({ ...empty, from: '2026-03-16', to: '2026-03-15' })),
    ).toBe(AUDIT_LOG_MESSAGES.period);
    expect(firstMessage(auditLogFilterForm.safeParse({ ...empty, action: 'NOPE' }))).toBe(
      AUDIT_LOG_MESSAGES.action,
    );
    expect(firstMessage(auditLogFilterForm.safeParse({ ...empty, actor: 'a'.repeat(101) }))).toBe(
      AUDIT_LOG_MESSAGES.tooLong,
    );
  });

  it('reads the query with defaults and the same rules', () => {
    expect(auditLogQuery.parse({})).toEqual({ page: 1, size: 20 });
    expect(firstMessage(auditLogQuery.safeParse({ from: '2026-03-16', to: '2026-03-15' }))).toBe(
      AUDIT_LOG_MESSAGES.period,
    );
  });
});
