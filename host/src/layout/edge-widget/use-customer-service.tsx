import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { chatEngineOf } from '@mall/api-client';
import { useLocale } from '@mall/i18n';
import { openChat, readChatConfig } from './chat-config';
import { useSession } from '../../session/use-session';

// Loaded when first opened: the panel (and the dialog it uses) is no part of the first screen's script.
const ContactPanel = lazy(() => import('./contact-panel'));

/**
 * "Customer service": the platform's chat engine when it has one (Chatwoot's widget, loaded on this first click), else
 * its chat link (H5 page, messenger), else a visible contact panel with the hotline, the email and the hours — never a
 * silent tel: or mailto:. The panel also answers when the engine cannot be reached. `panel` is rendered by the caller;
 * `busy` is true while the widget loads.
 */
export function useCustomerService(): { open: () => void; busy: boolean; panel: ReactNode } {
  const locale = useLocale();
  const { loggedIn } = useSession();
  const [shown, setShown] = useState<{ chatFailed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useCallback(() => {
    const config = readChatConfig();
    const engine = chatEngineOf(config);
    if (engine) {
      setBusy(true);
      import('./chatwoot')
        .then(({ openChatwoot }) => openChatwoot(engine, { locale, signedIn: loggedIn }))
        .catch(() => setShown({ chatFailed: true }))
        .finally(() => setBusy(false));
      return;
    }
    if (!openChat(config)) setShown({ chatFailed: false });
  }, [locale, loggedIn]);
  const panel = shown ? (
    <Suspense fallback={null}>
      <ContactPanel chatFailed={shown.chatFailed} onClose={() => setShown(null)} />
    </Suspense>
  ) : null;
  return { open, busy, panel };
}
