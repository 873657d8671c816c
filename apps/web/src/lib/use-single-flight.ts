// One submit at a time: a second call while the first is still running is ignored. The running state
// lands after the click handler, so a ref (not the state) stops a double click in between.
import { useRef, useState } from 'react';

export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const inFlight = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const run = async (...args: A): Promise<void> => {
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    setRunning(true);
    try {
      await action(...args);
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };
  return { run, isRunning };
}
