import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../infra/db';
import { notFound } from '../../lib/errors';
import { mediaUrl } from '../../lib/format';
import { registerMessages } from '../../i18n/messages';
import type { ChatIdentity } from '../../schemas/support';

registerMessages({
  'support.chat.noIdentity': {
    en: 'The customer-service chat does not identify shoppers on this mall',
    'zh-CN': '本商城的在线客服不验证顾客身份',
    fr: 'Le chat du service client de ce centre commercial n’identifie pas les clients',
    th: 'แชทฝ่ายบริการลูกค้าของห้างนี้ไม่ได้ยืนยันตัวตนของผู้ซื้อ',
    lao: 'ແຊັດບໍລິການລູກຄ້າຂອງຫ້າງນີ້ບໍ່ໄດ້ຢືນຢັນຕົວຕົນຂອງຜູ້ຊື້',
  },
});

/** The identifier the engine knows a shopper by. */
export const chatIdentifier = (userId: number) => `mall-user-${userId}`;

/** Chatwoot's identity validation: `OpenSSL::HMAC.hexdigest('sha256', hmac_token, identifier)`. */
export const identifierHash = (secret: string, identifier: string) => createHmac('sha256', secret).update(identifier).digest('hex');

/** An E.164 number from the account's dial code and national number, or '' when they do not make one. */
function e164(countryCode: string | null, phone: string | null): string {
  const digits = `${(countryCode ?? '').replace(/\D/g, '')}${(phone ?? '').replace(/\D/g, '').replace(/^0+/, '')}`;
  return countryCode && phone && /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : '';
}

export interface ChatIdentityService {
  /** The signed identity of the signed-in shopper; 404 when the engine does not verify identities (no secret). */
  identity(userId: number): Promise<ChatIdentity>;
}

export function createChatIdentityService(db: Db, config: Pick<Config, 'chat' | 'publicUrl'>): ChatIdentityService {
  return {
    async identity(userId) {
      const secret = config.chat?.hmacToken;
      if (!secret) throw notFound('support.chat.noIdentity');
      const r = await db.query<{
        nickname: string;
        email: string | null;
        phone: string | null;
        country_code: string | null;
        avatar: string;
      }>('SELECT nickname, email, phone, country_code, avatar FROM app_user WHERE id = $1', [userId]);
      const user = r.rows[0];
      if (!user) throw notFound();
      const identifier = chatIdentifier(userId);
      return {
        identifier,
        identifierHash: identifierHash(secret, identifier),
        name: user.nickname,
        email: user.email ?? '',
        phoneNumber: e164(user.country_code, user.phone),
        avatarUrl: mediaUrl(config.publicUrl, user.avatar),
      };
    },
  };
}
