import { useCallback, useEffect, useRef } from 'react';
import { bus } from '@mall/event-bus';

interface GateOptions {
  /** Buying: the dialog offers guest checkout when the server enables it. */
  tourist?: boolean;
  /**
   * Run the action once the shopper has signed in from the dialog this asked for (Buy now and Add to cart resume:
   * the shopper lands on the order confirmation without clicking again). Toggles (collections, follow) do not resume:
   * the account may already hold the other state.
   */
  resume?: boolean;
}

/**
 * Runs an action for a signed-in shopper; otherwise asks the host to open the login dialog and, for an action that
 * resumes, keeps it until the sign-in (a guest's entry included) and runs it then. Closing the dialog without
 * signing in (`auth/loginDismissed`), a later request or leaving the page drops it.
 */
export function useSignInGate(signedIn: boolean): (action: () => void, options?: GateOptions) => void {
  const pending = useRef<(() => void) | null>(null);

  useEffect(
    () =>
      bus.subscribe(
        'auth/loginDismissed',
        () => {
          pending.current = null;
        },
        { replay: false },
      ),
    [],
  );

  useEffect(() => {
    if (!signedIn || !pending.current) return;
    const action = pending.current;
    pending.current = null;
    action();
  }, [signedIn]);

  return useCallback(
    (action, { tourist = false, resume = false } = {}) => {
      if (signedIn) {
        action();
        return;
      }
      pending.current = resume ? action : null;
      bus.publish('auth/loginRequested', tourist ? { tourist: true } : {});
    },
    [signedIn],
  );
}
