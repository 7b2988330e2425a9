import Cookies from 'js-cookie';
import { customerServiceLink, platformServiceConfig, type CustomerServiceConfig } from '@mall/api-client';
import type { PcIndexInfoResponse } from '@mall/contract';
import { openExternal } from './open-external';

/** Cookie holding the platform's customer-service settings, copied from the home data (docs/contract.md, "Storefront rules"). */
const CHAT_CONFIG_COOKIE = 'merPlatChatConfig';

/** Copies the platform contact settings from the home data into the cookie the chat buttons read. */
export function writePlatformChatConfig(home: PcIndexInfoResponse): void {
  Cookies.set(CHAT_CONFIG_COOKIE, JSON.stringify(platformServiceConfig(home)), { path: '/' });
}

export function readChatConfig(): CustomerServiceConfig | null {
  const raw = Cookies.get(CHAT_CONFIG_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as CustomerServiceConfig) : null;
  } catch {
    return null;
  }
}

/** The channels that are a chat the shopper can open; the others (hotline, phone, email) are shown in a panel. */
const CHAT_CHANNELS = new Set(['H5', 'h5', 'message']);

/**
 * Opens the configured chat: H5 → the service page, message → a new window with the messenger link. Returns false
 * when the platform has no chat (a hotline or an email only, or nothing usable): the caller shows the contact panel.
 */
export function openChat(config: CustomerServiceConfig | null = readChatConfig()): boolean {
  if (!config || !CHAT_CHANNELS.has(config.serviceType)) return false;
  const link = customerServiceLink(config);
  if (!link) return false;
  openExternal(link.href, link.newWindow);
  return true;
}
