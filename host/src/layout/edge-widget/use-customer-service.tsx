import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { openChat } from './chat-config';

// Loaded when first opened: the panel (and the dialog it uses) is no part of the first screen's script.
const ContactPanel = lazy(() => import('./contact-panel'));

/**
 * "Customer service": the platform's chat when it has one (H5 page, messenger), else a visible contact panel with the
 * hotline, the email and the hours — never a silent tel: or mailto:. `panel` is rendered by the caller.
 */
export function useCustomerService(): { open: () => void; panel: ReactNode } {
  const [shown, setShown] = useState(false);
  const open = useCallback(() => {
    if (!openChat()) setShown(true);
  }, []);
  const panel = shown ? (
    <Suspense fallback={null}>
      <ContactPanel onClose={() => setShown(false)} />
    </Suspense>
  ) : null;
  return { open, panel };
}
