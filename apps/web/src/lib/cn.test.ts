import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins the class names that are set', () => {
    expect(cn('a', false, 'b', undefined, null, '', 'c')).toBe('a b c');
    expect(cn()).toBe('');
  });
});
