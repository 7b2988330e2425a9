import { registerMessages } from '../../i18n/messages';

/** Messages of receiving coupons, in the five storefront languages. */
registerMessages({
  'coupon.notFound': {
    en: 'This coupon does not exist',
    'zh-CN': '该优惠券不存在',
    fr: 'Ce coupon n’existe pas',
    th: 'ไม่มีคูปองนี้',
    lao: 'ບໍ່ມີຄູປອງນີ້',
  },
  'coupon.receive.success': {
    en: 'Coupon received',
    'zh-CN': '领取成功',
    fr: 'Coupon obtenu',
    th: 'รับคูปองสำเร็จ',
    lao: 'ຮັບຄູປອງສຳເລັດ',
  },
  'coupon.receive.already': {
    en: 'You have already received this coupon',
    'zh-CN': '您已领取过该优惠券',
    fr: 'Vous avez déjà obtenu ce coupon',
    th: 'คุณรับคูปองนี้ไปแล้ว',
    lao: 'ທ່ານໄດ້ຮັບຄູປອງນີ້ແລ້ວ',
  },
  'coupon.receive.soldOut': {
    en: 'Sorry, this coupon has all been claimed',
    'zh-CN': '抱歉，该优惠券已被领完',
    fr: 'Désolé, tous les coupons de cette offre ont été obtenus',
    th: 'ขออภัย คูปองนี้ถูกรับไปหมดแล้ว',
    lao: 'ຂໍອະໄພ, ຄູປອງນີ້ຖືກຮັບໄປໝົດແລ້ວ',
  },
  'coupon.receive.notStarted': {
    en: 'This coupon cannot be received yet; it opens at {time}',
    'zh-CN': '该优惠券尚未开始领取，开始时间：{time}',
    fr: 'Ce coupon n’est pas encore disponible ; il le sera à partir du {time}',
    th: 'ยังไม่เปิดให้รับคูปองนี้ จะเปิดรับเวลา {time}',
    lao: 'ຍັງບໍ່ເປີດໃຫ້ຮັບຄູປອງນີ້, ຈະເປີດຮັບເວລາ {time}',
  },
  'coupon.receive.ended': {
    en: 'This coupon can no longer be received',
    'zh-CN': '该优惠券已停止领取',
    fr: 'Ce coupon ne peut plus être obtenu',
    th: 'คูปองนี้ปิดรับแล้ว',
    lao: 'ຄູປອງນີ້ປິດຮັບແລ້ວ',
  },
  'coupon.receive.notManual': {
    en: 'This coupon is handed out by the mall and cannot be received here',
    'zh-CN': '该优惠券由平台发放，无法在此领取',
    fr: 'Ce coupon est distribué par le centre commercial et ne peut pas être obtenu ici',
    th: 'คูปองนี้แจกโดยห้างและไม่สามารถรับได้ที่นี่',
    lao: 'ຄູປອງນີ້ແຈກໂດຍຫ້າງ ແລະ ບໍ່ສາມາດຮັບໄດ້ຢູ່ນີ້',
  },
});
