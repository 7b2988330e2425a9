import { bus } from '@mall/event-bus';
import type { ChatEngineSettings } from '@mall/contract';
import type { Locale } from '@mall/i18n';
import { getChatIdentity } from './chat-api';

/**
 * Chatwoot's website widget (docs/customer-service.md), loaded the first time a shopper opens customer service and
 * never before: the SDK from the engine (`<baseUrl>/packs/js/sdk.js`), run with the inbox's website token. The
 * signed-in shopper is named to the engine with the identifier hash the API signs (`$chatwoot.setUser`), so the
 * engine's identity validation can tell them from a forged claim; a shopper who signs out leaves no conversation
 * behind for the next one (`$chatwoot.reset`).
 */

/** The part of the SDK's `window.$chatwoot` the storefront uses. */
interface ChatwootWidget {
  toggle(state?: 'open' | 'close'): void;
  setLocale(locale: string): void;
  setUser(
    identifier: string,
    user: { name: string; email?: string; phone_number?: string; avatar_url?: string; identifier_hash: string },
  ): void;
  reset(): void;
}

declare global {
  interface Window {
    chatwootSettings?: { hideMessageBubble: boolean; position: 'left' | 'right'; locale: string; type: 'standard' };
    chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
    $chatwoot?: ChatwootWidget;
  }
}

/** How long the widget may take to be ready (the SDK, then its frame) before the contact panel is shown instead. */
export const CHAT_READY_TIMEOUT_MS = 10_000;

/**
 * The widget's language: Chatwoot's codes for ours. It has no Lao; Lao shoppers get the storefront's own fallback,
 * English.
 */
const WIDGET_LOCALES: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh_CN', fr: 'fr', th: 'th', lao: 'en' };

let widget: Promise<ChatwootWidget> | null = null;
/** The identifier the engine knows the current shopper by, once named to it. */
let identified: string | null = null;
let stopListening: (() => void) | null = null;

function loadWidget(engine: ChatEngineSettings, locale: Locale): Promise<ChatwootWidget> {
  return new Promise<ChatwootWidget>((resolve, reject) => {
    window.chatwootSettings = { hideMessageBubble: true, position: 'left', locale: WIDGET_LOCALES[locale], type: 'standard' };
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      window.removeEventListener('chatwoot:ready', ready);
      script.remove();
      reject(new Error(`the chat widget did not load: ${reason}`));
    };
    const ready = () => {
      window.clearTimeout(timer);
      if (window.$chatwoot) resolve(window.$chatwoot);
      else fail('no $chatwoot after chatwoot:ready');
    };
    const timer = window.setTimeout(() => fail(`not ready within ${CHAT_READY_TIMEOUT_MS} ms`), CHAT_READY_TIMEOUT_MS);
    window.addEventListener('chatwoot:ready', ready, { once: true });
    script.src = `${engine.baseUrl}/packs/js/sdk.js`;
    script.async = true;
    script.onload = () => {
      if (window.chatwootSDK) window.chatwootSDK.run({ websiteToken: engine.websiteToken, baseUrl: engine.baseUrl });
      else fail('the script defines no chatwootSDK');
    };
    script.onerror = () => fail(`${script.src} could not be fetched`);
    document.body.appendChild(script);
  });
}

/** A shopper signing out or another signing in: the engine forgets the conversation of the one before. */
function listenForSessionChanges(): void {
  stopListening ??= bus.subscribe(
    'auth/userChanged',
    () => {
      if (identified === null || !widget) return;
      identified = null;
      void widget.then((w) => w.reset());
    },
    { replay: false },
  );
}

/** Names the signed-in shopper to the engine, verified (a no-op when already named, or when the API signs nothing). */
async function identify(chat: ChatwootWidget): Promise<void> {
  let identity;
  try {
    identity = await getChatIdentity();
  } catch {
    return; // The shopper chats without being named rather than not at all.
  }
  if (identified === identity.identifier) return;
  if (identified !== null) chat.reset();
  chat.setUser(identity.identifier, {
    name: identity.name,
    ...(identity.email && { email: identity.email }),
    ...(identity.phoneNumber && { phone_number: identity.phoneNumber }),
    ...(identity.avatarUrl && { avatar_url: identity.avatarUrl }),
    identifier_hash: identity.identifierHash,
  });
  identified = identity.identifier;
}

/**
 * Opens the chat in the shopper's language, loading the widget the first time. Rejects when the widget cannot load
 * (the engine down or blocked): the caller shows the contact panel.
 */
export async function openChatwoot(engine: ChatEngineSettings, options: { locale: Locale; signedIn: boolean }): Promise<void> {
  widget ??= loadWidget(engine, options.locale).catch((error: unknown) => {
    widget = null; // the next click tries again
    throw error;
  });
  const chat = await widget;
  listenForSessionChanges();
  chat.setLocale(WIDGET_LOCALES[options.locale]);
  if (options.signedIn && engine.identityVerified) await identify(chat);
  chat.toggle('open');
}
