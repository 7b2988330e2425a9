import type { Db } from '../../infra/db';
import type { LoginResponse } from '../../schemas/auth';
import { issueToken } from './tokens';
import type { UserRow } from './user-repository';

/** Issues a new token for `user` (inside the use case's transaction) and answers the contract's LoginResponse. */
export async function startSession(tx: Db, user: UserRow, strategy: string, type: 'login' | 'register'): Promise<LoginResponse> {
  const token = await issueToken(tx, user.id, strategy);
  return {
    token,
    type,
    key: null,
    uid: user.id,
    nikeName: user.nickname,
    phone: user.phone ?? '',
    email: user.email ?? '',
    identity: user.identity,
    userType: user.user_type,
  };
}
