import type { Db } from '../../infra/db';
import { revokeToken } from './tokens';

export interface SessionService {
  /** Ends the session of the token the request came with; without one there is nothing to end. */
  logout(tokenHash: string | null): Promise<void>;
}

export function createSessionService(db: Db): SessionService {
  return {
    async logout(tokenHash) {
      if (!tokenHash) return;
      await db.transaction((tx) => revokeToken(tx, tokenHash));
    },
  };
}
