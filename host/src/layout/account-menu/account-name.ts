import type { MallUser } from '@mall/event-bus';

/** The name the header gives the signed-in shopper: the nickname (a guest's translated), else the email, else the phone. */
export function accountName(user: MallUser, nickname: (raw: string) => string): string {
  return nickname(user.nickname?.trim() ?? '') || user.email?.trim() || user.phone?.trim() || '';
}
