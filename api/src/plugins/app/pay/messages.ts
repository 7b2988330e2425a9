import { registerMessages } from '../../../i18n/messages';

/** Messages of card payment and its webhook, in the five storefront languages. */
registerMessages({
  'pay.started': {
    en: 'Payment started', 'zh-CN': '支付已发起', fr: 'Paiement lancé', th: 'เริ่มการชำระเงินแล้ว', lao: 'ເລີ່ມການຊຳລະເງິນແລ້ວ',
  },
  // The storefront's own words for the same state (checkout.CardPaymentView.notConfigured).
  'pay.card.off': {
    en: 'Card payments are not set up on this shop yet.', 'zh-CN': '本店尚未开通银行卡支付。',
    fr: 'Le paiement par carte n’est pas encore disponible dans cette boutique.', th: 'ร้านนี้ยังไม่เปิดรับชำระด้วยบัตร',
    lao: 'ຮ້ານນີ້ຍັງບໍ່ໄດ້ເປີດການຊຳລະດ້ວຍບັດ',
  },
  'pay.provider.unavailable': {
    en: 'The payment service is unavailable, please try again in a moment', 'zh-CN': '支付服务暂时不可用，请稍后重试',
    fr: 'Le service de paiement est indisponible, veuillez réessayer dans un instant', th: 'บริการชำระเงินไม่พร้อมใช้งาน กรุณาลองใหม่อีกครั้ง',
    lao: 'ບໍລິການຊຳລະເງິນບໍ່ພ້ອມໃຊ້ງານ, ກະລຸນາລອງໃໝ່ອີກຄັ້ງ',
  },
  'pay.intent.notFound': {
    en: 'This payment was not found', 'zh-CN': '该支付不存在', fr: 'Ce paiement est introuvable', th: 'ไม่พบการชำระเงินนี้',
    lao: 'ບໍ່ພົບການຊຳລະເງິນນີ້',
  },
  'pay.intent.canceled': {
    en: 'This payment was cancelled', 'zh-CN': '该支付已取消', fr: 'Ce paiement a été annulé', th: 'การชำระเงินนี้ถูกยกเลิกแล้ว',
    lao: 'ການຊຳລະເງິນນີ້ຖືກຍົກເລີກແລ້ວ',
  },
  'pay.intent.noAction': {
    en: 'This payment is not waiting for authentication', 'zh-CN': '该支付无需验证', fr: 'Ce paiement n’attend pas d’authentification',
    th: 'การชำระเงินนี้ไม่ได้รอการยืนยันตัวตน', lao: 'ການຊຳລະເງິນນີ້ບໍ່ໄດ້ລໍຖ້າການຢືນຢັນຕົວຕົນ',
  },
  'pay.card.number': {
    en: 'Your card number is invalid.', 'zh-CN': '您的卡号无效。', fr: 'Votre numéro de carte n’est pas valide.',
    th: 'หมายเลขบัตรของคุณไม่ถูกต้อง', lao: 'ເລກບັດຂອງທ່ານບໍ່ຖືກຕ້ອງ',
  },
  'pay.card.expiry': {
    en: 'Your card’s expiration month is invalid.', 'zh-CN': '您的卡有效期月份无效。',
    fr: 'Le mois d’expiration de votre carte n’est pas valide.', th: 'เดือนหมดอายุของบัตรไม่ถูกต้อง',
    lao: 'ເດືອນໝົດອາຍຸຂອງບັດບໍ່ຖືກຕ້ອງ',
  },
  'pay.card.expired': {
    en: 'Your card has expired.', 'zh-CN': '您的卡已过期。', fr: 'Votre carte a expiré.', th: 'บัตรของคุณหมดอายุแล้ว',
    lao: 'ບັດຂອງທ່ານໝົດອາຍຸແລ້ວ',
  },
  'pay.card.cvc': {
    en: 'Your card’s security code is invalid.', 'zh-CN': '您的卡安全码无效。',
    fr: 'Le code de sécurité de votre carte n’est pas valide.', th: 'รหัสความปลอดภัยของบัตรไม่ถูกต้อง',
    lao: 'ລະຫັດຄວາມປອດໄພຂອງບັດບໍ່ຖືກຕ້ອງ',
  },
  'pay.decline.card_declined': {
    en: 'Your card was declined.', 'zh-CN': '您的卡被拒绝。', fr: 'Votre carte a été refusée.', th: 'บัตรของคุณถูกปฏิเสธ',
    lao: 'ບັດຂອງທ່ານຖືກປະຕິເສດ',
  },
  'pay.decline.insufficient_funds': {
    en: 'Your card has insufficient funds.', 'zh-CN': '您的卡余额不足。', fr: 'Le solde de votre carte est insuffisant.',
    th: 'ยอดเงินในบัตรของคุณไม่เพียงพอ', lao: 'ຍອດເງິນໃນບັດຂອງທ່ານບໍ່ພຽງພໍ',
  },
  'pay.decline.authentication_failed': {
    en: 'We are unable to authenticate your payment method.', 'zh-CN': '无法验证您的支付方式。',
    fr: 'Nous ne parvenons pas à authentifier votre moyen de paiement.', th: 'ไม่สามารถยืนยันวิธีการชำระเงินของคุณได้',
    lao: 'ບໍ່ສາມາດຢືນຢັນວິທີການຊຳລະເງິນຂອງທ່ານໄດ້',
  },
  'pay.decline.test_mode_live_card': {
    en: 'Your card was declined: this is a test payment page, use a test card.', 'zh-CN': '您的卡被拒绝：这是测试支付页面，请使用测试卡。',
    fr: 'Votre carte a été refusée : cette page de paiement est un test, utilisez une carte de test.',
    th: 'บัตรของคุณถูกปฏิเสธ: นี่คือหน้าชำระเงินทดสอบ กรุณาใช้บัตรทดสอบ',
    lao: 'ບັດຂອງທ່ານຖືກປະຕິເສດ: ນີ້ແມ່ນໜ້າຊຳລະເງິນທົດສອບ, ກະລຸນາໃຊ້ບັດທົດສອບ',
  },
  'pay.decline.amount_mismatch': {
    en: 'The amount received does not match the order; the payment was not accepted.', 'zh-CN': '收到的金额与订单不符，支付未被接受。',
    fr: 'Le montant reçu ne correspond pas à la commande ; le paiement n’a pas été accepté.',
    th: 'จำนวนเงินที่ได้รับไม่ตรงกับคำสั่งซื้อ การชำระเงินไม่ได้รับการยอมรับ',
    lao: 'ຈຳນວນເງິນທີ່ໄດ້ຮັບບໍ່ກົງກັບຄຳສັ່ງຊື້, ການຊຳລະເງິນບໍ່ໄດ້ຮັບການຍອມຮັບ',
  },
  'pay.webhook.notConfigured': {
    en: 'The payment webhook is not configured', 'zh-CN': '支付回调未配置', fr: 'Le webhook de paiement n’est pas configuré',
    th: 'ยังไม่ได้ตั้งค่าเว็บฮุคการชำระเงิน', lao: 'ຍັງບໍ່ໄດ້ຕັ້ງຄ່າເວັບຮຸກການຊຳລະເງິນ',
  },
  'pay.webhook.signature': {
    en: 'Invalid webhook signature', 'zh-CN': '回调签名无效', fr: 'Signature du webhook non valide', th: 'ลายเซ็นเว็บฮุคไม่ถูกต้อง',
    lao: 'ລາຍເຊັນເວັບຮຸກບໍ່ຖືກຕ້ອງ',
  },
  'pay.webhook.stale': {
    en: 'The webhook signature is too old', 'zh-CN': '回调签名已过期', fr: 'La signature du webhook est trop ancienne',
    th: 'ลายเซ็นเว็บฮุคเก่าเกินไป', lao: 'ລາຍເຊັນເວັບຮຸກເກົ່າເກີນໄປ',
  },
  'pay.refund.notRefundable': {
    en: 'This payment was not completed, so it cannot be refunded', 'zh-CN': '该笔支付未完成，无法退款',
    fr: 'Ce paiement n’a pas abouti : il ne peut pas être remboursé', th: 'การชำระเงินนี้ยังไม่เสร็จสมบูรณ์ จึงไม่สามารถคืนเงินได้',
    lao: 'ການຊຳລະເງິນນີ້ຍັງບໍ່ສຳເລັດ, ຈຶ່ງບໍ່ສາມາດຄືນເງິນໄດ້',
  },
  'pay.refund.tooMuch': {
    en: 'The refund is larger than what is left of the payment', 'zh-CN': '退款金额超过该笔支付的剩余可退金额',
    fr: 'Le remboursement dépasse ce qui reste du paiement', th: 'ยอดคืนเงินมากกว่ายอดที่เหลือของการชำระเงินนี้',
    lao: 'ຍອດຄືນເງິນຫຼາຍກວ່າຍອດທີ່ເຫຼືອຂອງການຊຳລະເງິນນີ້',
  },
  'pay.webhook.payload': {
    en: 'Invalid webhook event', 'zh-CN': '回调事件无效', fr: 'Événement de webhook non valide', th: 'เหตุการณ์เว็บฮุคไม่ถูกต้อง',
    lao: 'ເຫດການເວັບຮຸກບໍ່ຖືກຕ້ອງ',
  },
});
