import { lazy, Suspense, useEffect, useState } from 'react';
import { bus } from '@mall/event-bus';

// The dialog (forms, country data, flags: ~27 KB compressed) loads in its own chunk only when a sign-in is first
// asked for (`auth/loginRequested` on the bus, from any remote or the shell); until then this small listener holds
// its place. A request published before the listener mounts is held by the bus for its first subscriber.
const LoginDialog = lazy(() => import('./localized-login-dialog').then((m) => ({ default: m.LocalizedLoginDialog })));

export interface LoginDialogOnDemandProps {
  /** Called on the first request, while the dialog's chunk loads (the app prefetches what a sign-in ends on). */
  onFirstRequest?: () => void;
}

/** The sign-in dialog, mounted by the app shell once and opened by the bus event `auth/loginRequested`. */
export function LoginDialogOnDemand({ onFirstRequest }: LoginDialogOnDemandProps) {
  const [request, setRequest] = useState<{ tourist?: boolean }>();
  useEffect(() => {
    if (request) return undefined;
    const stop = bus.subscribe('auth/loginRequested', (payload) => {
      setRequest(payload ?? {});
      onFirstRequest?.();
    });
    return stop;
  }, [request, onFirstRequest]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog initialRequest={request} />
    </Suspense>
  );
}
