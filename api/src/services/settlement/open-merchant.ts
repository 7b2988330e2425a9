import type { Db } from '../../infra/db';
import type { MediaStorage } from '../../infra/media-storage';
import { merchantPictures } from '../../lib/merchant-pictures';
import type { SettlementRow } from './settlement-repository';
import { drawShopPictures } from './shop-pictures';

/**
 * Opens the shop an approved application asked for: a merchant row from the application (switched on, five stars,
 * not self-run, the applicant's email and phone as its service contact) with drawn pictures. Answers its id.
 * Call inside the approval's transaction.
 */
export async function openMerchant(tx: Db, media: MediaStorage, app: SettlementRow): Promise<number> {
  const phone = app.phone ? `+${app.country_code} ${app.phone}` : '';
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO merchant (name, real_name, email, phone, address, keywords, category_id, type_id, is_self, is_switch,
       star_level, qualification_picture, service_type, service_phone, service_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, FALSE, TRUE, 5, $9, $10, $4, $3) RETURNING id`,
    [
      app.name,
      app.real_name,
      app.email,
      phone,
      app.address,
      app.keywords,
      app.category_id,
      app.type_id,
      app.qualification_picture,
      phone ? 'phone' : 'email',
    ],
  );
  const id = inserted.rows[0].id;
  const paths = merchantPictures(id);
  await tx.query('UPDATE merchant SET avatar = $2, back_image = $3, street_back_image = $4, pc_back_image = $5 WHERE id = $1', [
    id,
    paths.avatar,
    paths.back,
    paths.street,
    paths.pcBack,
  ]);
  await drawShopPictures(media, app.name, paths);
  return id;
}
