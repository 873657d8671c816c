// One SMS code flow (sign-up, profile change, find id, find password): check the number with the shared
// rule and request a code, count down to its expiry, check the code's shape and confirm it. The caller
// owns the number; editing it starts over (phoneEdited).
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  PHONE_CODE_DIGITS,
  PHONE_CODE_TTL_MINUTES,
  digitsOnly,
  phoneCodeInput,
  phoneField,
  type PhoneCodeResponse,
} from '@autobid/shared';
import { refusalText } from '@/lib/call';

/** The flow's two calls, each silent (the message goes under its field) and throwing ApiError on a refusal. */
type PhoneCodeCalls<T> = {
  /** Digits only. */
  phone: string;
  request: (phone: string) => Promise<PhoneCodeResponse>;
  confirm: (phone: string, code: string) => Promise<T>;
};

/** "m:ss" of what is left. */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function expiryOf({ expiresAt }: PhoneCodeResponse): number {
  const serverExpiry = Date.parse(expiresAt);
  return Number.isNaN(serverExpiry) ? Date.now() + PHONE_CODE_TTL_MINUTES * 60_000 : serverExpiry;
}

export function usePhoneCode<T>({ phone, request, confirm }: PhoneCodeCalls<T>) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCodeValue] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const requestMutation = useMutation({ mutationFn: request });
  // One code request in flight: a second tap before the first answers sends nothing (docs/domain.md
  // "Dealers", phone codes); the button's disabled state comes a render too late for a double tap.
  const requesting = useRef(false);
  const confirmMutation = useMutation({
    mutationFn: ({ digits, typed }: { digits: string; typed: string }) => confirm(digits, typed),
  });
  const sent = expiresAt !== null;
  const counting = sent && !verified;

  useEffect(() => {
    if (!counting) {
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  /** The number changed: any code sent or confirmed was for the old one. */
  const phoneEdited = () => {
    setPhoneError(null);
    setExpiresAt(null);
    setCodeValue('');
    setCodeError(null);
    setVerified(false);
  };

  const setCode = (raw: string) => {
    setCodeValue(digitsOnly(raw).slice(0, PHONE_CODE_DIGITS));
    setCodeError(null);
  };

  /** Sends a code when the number passes the shared rule; true when one was sent. */
  const requestCode = async (): Promise<boolean> => {
    const checked = phoneField.safeParse(phone);
    if (!checked.success) {
      setPhoneError(checked.error.issues[0]?.message ?? null);
      return false;
    }
    if (requesting.current) {
      return false;
    }
    requesting.current = true;
    let answer: PhoneCodeResponse;
    try {
      answer = await requestMutation.mutateAsync(checked.data);
    } catch (error) {
      setPhoneError(refusalText(error));
      return false;
    } finally {
      requesting.current = false;
    }
    setNow(Date.now());
    setExpiresAt(expiryOf(answer));
    setPhoneError(null);
    setCodeValue('');
    setCodeError(null);
    return true;
  };

  /** Checks the code's shape with the shared rule; its message goes under the code. */
  const checkCode = (): string | null => {
    const checked = phoneCodeInput.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message ?? null);
      return null;
    }
    return checked.data;
  };

  /** Confirms a well-formed code; the confirm call's data, or null (the message is under the code). */
  const confirmCode = async (): Promise<{ data: T } | null> => {
    const typed = checkCode();
    if (typed === null) {
      return null;
    }
    let data: T;
    try {
      data = await confirmMutation.mutateAsync({ digits: digitsOnly(phone), typed });
    } catch (error) {
      setCodeError(refusalText(error));
      return null;
    }
    setCodeError(null);
    setVerified(true);
    return { data };
  };

  const remaining = expiresAt === null ? 0 : expiresAt - now;
  return {
    code,
    setCode,
    phoneError,
    setPhoneError,
    codeError,
    setCodeError,
    sent,
    verified,
    busy: requestMutation.isPending || confirmMutation.isPending,
    remaining,
    phoneEdited,
    requestCode,
    checkCode,
    confirmCode,
  };
}
