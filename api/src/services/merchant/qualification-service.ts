import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest, notFound, type AppError } from '../../lib/errors';
import { formatDate, mediaUrl } from '../../lib/format';
import type { MerchantCaptchaResponse, MerchantDetailQuery, MerchantDetailResponse } from '../../schemas/merchant';
import { drawCaptcha, newCaptchaCode } from './captcha-image';
import { answerCaptcha, keptCaptchaCode, storeCaptcha } from './captcha-store';
import { requireOpenMerchant } from './merchant-gate';

export interface QualificationService {
  /** A new picture challenge for the store's qualification. */
  captcha(merId: number): Promise<MerchantCaptchaResponse>;
  /** The qualification, answered only with the right code of a live challenge drawn for this store. */
  detail(merId: number, query: MerchantDetailQuery): Promise<MerchantDetailResponse>;
  /** Dev only: the code of a live challenge (null when unknown, used, expired, or drawn outside development mode). */
  devCode(key: string): Promise<string | null>;
}

interface DetailRow {
  id: number;
  real_name: string;
  email: string;
  phone: string;
  address: string;
  qualification_picture: string;
  intro: string;
  opening_hours: string;
  created_at: Date | string;
  collect_num: number;
}

/** `qualification_picture` is a JSON string array of relative paths; the answer is the same, absolute. */
function absolutePictures(publicUrl: string, stored: string): string {
  let items: unknown;
  try {
    items = JSON.parse(stored);
  } catch {
    return '[]';
  }
  const paths = Array.isArray(items) ? items.filter((p): p is string => typeof p === 'string' && p !== '') : [];
  return JSON.stringify(paths.map((p) => mediaUrl(publicUrl, p)));
}

/**
 * The original storefront drew a 4-digit code on a canvas and compared it in the browser, so the details were
 * open to any script. Here the server draws the code, keeps a hash, and checks the answer: a wrong answer uses
 * the picture up too, so every guess costs a new picture.
 */
export function createQualificationService(db: Db, config: Config): QualificationService {
  return {
    captcha(merId) {
      return db.transaction(async (tx) => {
        await requireOpenMerchant(tx, merId);
        const code = newCaptchaCode();
        const key = await storeCaptcha(tx, merId, code, config.devMode);
        return { key, image: drawCaptcha(code) };
      });
    },

    async detail(merId, query) {
      const outcome = await db.transaction(async (tx): Promise<MerchantDetailResponse | AppError> => {
        await requireOpenMerchant(tx, merId);
        // QUALIFICATION_CAPTCHA=false (or CONTRACT_STRICT): open, as in the contract; captchaKey/captcha are ignored.
        if (config.qualificationCaptcha) {
          if (!query.captchaKey || !query.captcha) return badRequest('merchant.captcha.required');
          const check = await answerCaptcha(tx, merId, query.captchaKey, query.captcha);
          if (check === 'expired') return badRequest('merchant.captcha.expired');
          if (check === 'wrong') return badRequest('merchant.captcha.wrong');
        }
        const r = await tx.query<DetailRow>(
          `SELECT m.id, m.real_name, m.email, m.phone, m.address, m.qualification_picture, m.intro, m.opening_hours,
                  m.created_at, (SELECT count(*)::int FROM user_follow_merchant f WHERE f.mer_id = m.id) AS collect_num
             FROM merchant m WHERE m.id = $1`,
          [merId],
        );
        const m = r.rows[0];
        if (!m) return notFound('merchant.notFound');
        return {
          id: m.id,
          realName: m.real_name,
          email: m.email,
          phone: m.phone,
          address: m.address,
          qualificationPicture: absolutePictures(config.publicUrl, m.qualification_picture),
          intro: m.intro,
          createTime: formatDate(m.created_at)!,
          collectNum: m.collect_num,
          openingHours: m.opening_hours,
        };
      });
      // Thrown after the commit: a wrong answer must still use the challenge up.
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },

    devCode(key) {
      return keptCaptchaCode(db, key);
    },
  };
}
