// Leaving the listing form with unsaved changes asks first (docs/domain.md "Listings"): a reload or a
// closed tab gets the browser's own question, a link or Back to another page gets ours. Moving between the
// steps of one form (the same path, another ?step) is not leaving.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { askConfirm } from '@/components/ui/app-dialog';

export const LEAVE_CONFIRM =
  '저장하지 않은 내용이 있습니다. 이 화면을 나가면 입력한 내용이 사라집니다. 그래도 나가시겠습니까?';

export function useLeaveGuard(hasUnsaved: boolean) {
  const unsaved = useRef(hasUnsaved);
  /** Set just before the form itself leaves (after a save): that navigation is not asked about. */
  const allowed = useRef(false);
  useEffect(() => {
    unsaved.current = hasUnsaved;
  }, [hasUnsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      return;
    }
    void askConfirm(LEAVE_CONFIRM).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!hasUnsaved) {
      return;
    }
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsaved]);

  return {
    allowNextLeave: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
