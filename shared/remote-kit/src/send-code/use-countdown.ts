import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds a send-code button stays disabled after a code was sent (docs/contract.md, "Storefront rules"). */
export const RESEND_SECONDS = 60;

export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  /** True once a countdown has finished at least once (the button then reads "Resend"). */
  finished: boolean;
  start: () => void;
}

/** A one-second ticking countdown, cleared on unmount. */
export function useCountdown(seconds: number = RESEND_SECONDS, startNow = false): Countdown {
  const [remaining, setRemaining] = useState(startNow ? seconds : 0);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const startAtMount = useRef(startNow);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  const tick = useCallback(() => {
    stop();
    timer.current = setInterval(() => {
      setRemaining((left) => {
        if (left <= 1) {
          stop();
          setFinished(true);
          return 0;
        }
        return left - 1;
      });
    }, 1000);
  }, []);

  const start = useCallback(() => {
    setRemaining(seconds);
    tick();
  }, [seconds, tick]);

  useEffect(() => {
    if (startAtMount.current) tick();
    return stop;
  }, [tick]);

  return { remaining, finished, start };
}
