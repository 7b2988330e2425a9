import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds the send-code button waits after a code was sent (spec section 9). */
export const RESEND_SECONDS = 60;

export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  /** A countdown has run out: the button reads "Resend". */
  finished: boolean;
  start: () => void;
}

/** A countdown ticking once a second, cleared on unmount. */
export function useCountdown(seconds: number = RESEND_SECONDS): Countdown {
  const [remaining, setRemaining] = useState(0);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setFinished(false);
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((left) => {
        if (left > 1) return left - 1;
        stop();
        setFinished(true);
        return 0;
      });
    }, 1000);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);

  return { remaining, finished, start };
}
