import { describe, expect, it } from 'vitest';
import { cases, dayHeading, dayTick, percent, timeLeft, wonText, wonTick } from './dashboard-format';

describe('dashboard formats', () => {
  it('writes days as the axis and the tooltip show them', () => {
    expect(dayTick('2026-03-05')).toBe('03.05');
    expect(dayHeading('2026-03-05')).toBe('3월 5일 (목)');
    expect(dayHeading('2026-03-15')).toBe('3월 15일 (일)');
  });

  it('writes counts, shares and won', () => {
    expect(cases(1234)).toBe('1,234건');
    expect(percent(0.5)).toBe('50%');
    expect(percent(1 / 3)).toBe('33.3%');
    expect(percent(0)).toBe('0%');
    expect(wonTick(0)).toBe('0');
    expect(wonTick(170_000)).toBe('17만');
    expect(wonTick(12_500_000)).toBe('1,250만');
    expect(wonTick(125_000_000)).toBe('1.3억');
    expect(wonTick(5_000)).toBe('5,000');
    expect(wonText(1_250_000)).toBe('125만원');
    expect(wonText(0)).toBe('0원');
  });

  it('says how long until a deadline, and how long past it', () => {
    const now = Date.parse('2026-03-15T05:30:00Z');
    expect(timeLeft('2026-03-15T06:13:00Z', now)).toBe('43분 남음');
    expect(timeLeft('2026-03-15T06:35:30Z', now)).toBe('1시간 5분 남음');
    expect(timeLeft('2026-03-15T07:30:00Z', now)).toBe('2시간 남음');
    expect(timeLeft('2026-03-15T05:30:20Z', now)).toBe('1분 이내');
    expect(timeLeft('2026-03-15T05:18:00Z', now)).toBe('기한 지남 (12분 전)');
  });
});
