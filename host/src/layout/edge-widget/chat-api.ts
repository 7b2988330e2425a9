import { request } from '@mall/api-client';
import type { ChatIdentity } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/chat/identity (ours): the signed-in shopper, signed for the chat engine's identity check. */
export function getChatIdentity(): Promise<ChatIdentity> {
  return request<ChatIdentity>({ method: 'GET', url: endpoints.chatIdentity, silent: true });
}
