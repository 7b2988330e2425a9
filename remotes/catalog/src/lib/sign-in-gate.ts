import { bus } from '@mall/event-bus';

/**
 * Runs `action` for a signed-in shopper; otherwise asks the host to open the login dialog. Buying passes
 * `tourist: true` (the dialog then offers guest checkout when the server enables it); collecting, following
 * and receiving a coupon ask for a plain sign-in.
 */
export function whenSignedIn(signedIn: boolean, action: () => void, { tourist = false }: { tourist?: boolean } = {}): void {
  if (signedIn) {
    action();
    return;
  }
  bus.publish('auth/loginRequested', tourist ? { tourist: true } : {});
}
