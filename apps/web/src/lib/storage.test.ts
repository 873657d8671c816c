import { afterEach, describe, expect, it } from 'vitest';
import { clearAllStorage, rememberApproval, setToken, wasApproved } from './storage';

afterEach(() => localStorage.clear());

describe('the approval hint (asking for the list ahead of the guard)', () => {
  it('belongs to the token whose profile read APPROVED, and to no later token', () => {
    expect(wasApproved()).toBe(false);
    setToken('token-a');
    rememberApproval(true);
    expect(wasApproved()).toBe(true);
    setToken('token-b');
    expect(wasApproved()).toBe(false);
  });

  it('goes when the profile reads anything else, and with a dealer logout', () => {
    setToken('token-a');
    rememberApproval(true);
    rememberApproval(false);
    expect(wasApproved()).toBe(false);
    rememberApproval(true);
    clearAllStorage();
    setToken('token-a');
    expect(wasApproved()).toBe(false);
  });
});
