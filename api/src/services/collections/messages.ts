import { registerMessages } from '../../i18n/messages';

/** Messages of favourites and followed shops, in the five storefront languages. */
registerMessages({
  'collections.product.added': {
    en: 'Added to favourites',
    'zh-CN': '收藏成功',
    fr: 'Ajouté aux favoris',
    th: 'เพิ่มในรายการโปรดแล้ว',
    lao: 'ເພີ່ມໃສ່ລາຍການທີ່ມັກແລ້ວ',
  },
  'collections.product.removed': {
    en: 'Removed from favourites',
    'zh-CN': '已取消收藏',
    fr: 'Retiré des favoris',
    th: 'นำออกจากรายการโปรดแล้ว',
    lao: 'ເອົາອອກຈາກລາຍການທີ່ມັກແລ້ວ',
  },
  'collections.merchant.followed': {
    en: 'Shop followed',
    'zh-CN': '关注成功',
    fr: 'Vous suivez cette boutique',
    th: 'ติดตามร้านค้าแล้ว',
    lao: 'ຕິດຕາມຮ້ານຄ້າແລ້ວ',
  },
  'collections.merchant.unfollowed': {
    en: 'Shop unfollowed',
    'zh-CN': '已取消关注',
    fr: 'Vous ne suivez plus cette boutique',
    th: 'เลิกติดตามร้านค้าแล้ว',
    lao: 'ເລີກຕິດຕາມຮ້ານຄ້າແລ້ວ',
  },
  'collections.merchant.notFound': {
    en: 'This shop does not exist',
    'zh-CN': '该店铺不存在',
    fr: 'Cette boutique n’existe pas',
    th: 'ไม่มีร้านค้านี้',
    lao: 'ບໍ່ມີຮ້ານຄ້ານີ້',
  },
});
