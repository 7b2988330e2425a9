import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds a send-code button stays disabled after a code was sent (spec section 9). */
export const RESEND_SECONDS = 60;

export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  /** True once a countdown has run out (the button then reads "Resend"). */
  finished: boolean;
  start: () => void;
}

/** A one-second ticking countdown, cleared on unmount. */
export function useCountdown(seconds: number = RESEND_SECONDS): Countdown {
  const [remaining, setRemaining] = useState(0);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  const start = useCallback(() => {
    stop();
    setRemaining(seconds);
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
  }, [seconds]);

  useEffect(() => stop, []);

  return { remaining, finished, start };
}
