import { registerMessages } from '../../../i18n/messages';

/** Refund messages (contract 2.11, the operator's refund routes), in the five storefront languages. */
registerMessages({
  'refund.applied': {
    en: 'Your refund request has been submitted', 'zh-CN': '退款申请已提交', fr: 'Votre demande de remboursement a été envoyée',
    th: 'ส่งคำขอคืนเงินของคุณแล้ว', lao: 'ສົ່ງຄຳຂໍຄືນເງິນຂອງທ່ານແລ້ວ',
  },
  'refund.order.unpaid': {
    en: 'This order has not been paid, so there is nothing to refund', 'zh-CN': '该订单尚未支付，无需退款',
    fr: 'Cette commande n’a pas été payée : il n’y a rien à rembourser', th: 'คำสั่งซื้อนี้ยังไม่ได้ชำระเงิน จึงไม่มีอะไรต้องคืนเงิน',
    lao: 'ຄຳສັ່ງຊື້ນີ້ຍັງບໍ່ໄດ້ຊຳລະເງິນ, ຈຶ່ງບໍ່ມີຫຍັງຕ້ອງຄືນເງິນ',
  },
  'refund.order.cancelled': {
    en: 'This order has been cancelled', 'zh-CN': '该订单已取消', fr: 'Cette commande a été annulée', th: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    lao: 'ຄຳສັ່ງຊື້ນີ້ຖືກຍົກເລີກແລ້ວ',
  },
  'refund.order.shipped': {
    en: 'This order is on its way: confirm its receipt first, then ask for a refund',
    'zh-CN': '该订单正在配送中：请先确认收货，再申请退款',
    fr: 'Cette commande est en route : confirmez d’abord sa réception, puis demandez un remboursement',
    th: 'คำสั่งซื้อนี้อยู่ระหว่างจัดส่ง: กรุณายืนยันการรับสินค้าก่อน แล้วจึงขอคืนเงิน',
    lao: 'ຄຳສັ່ງຊື້ນີ້ກຳລັງຈັດສົ່ງ: ກະລຸນາຢືນຢັນການຮັບສິນຄ້າກ່ອນ, ແລ້ວຈຶ່ງຂໍຄືນເງິນ',
  },
  'refund.order.applied': {
    en: 'A refund of this order is already being reviewed', 'zh-CN': '该订单的退款申请正在审核中',
    fr: 'Un remboursement de cette commande est déjà en cours d’examen', th: 'คำขอคืนเงินของคำสั่งซื้อนี้กำลังอยู่ระหว่างการตรวจสอบ',
    lao: 'ຄຳຂໍຄືນເງິນຂອງຄຳສັ່ງຊື້ນີ້ກຳລັງຖືກກວດສອບ',
  },
  'refund.order.refunding': {
    en: 'This order is already being refunded', 'zh-CN': '该订单正在退款中', fr: 'Cette commande est déjà en cours de remboursement',
    th: 'คำสั่งซื้อนี้กำลังอยู่ระหว่างการคืนเงิน', lao: 'ຄຳສັ່ງຊື້ນີ້ກຳລັງຢູ່ໃນຂັ້ນຕອນການຄືນເງິນ',
  },
  'refund.order.refunded': {
    en: 'This order has already been refunded', 'zh-CN': '该订单已退款', fr: 'Cette commande a déjà été remboursée',
    th: 'คำสั่งซื้อนี้ได้รับการคืนเงินแล้ว', lao: 'ຄຳສັ່ງຊື້ນີ້ໄດ້ຮັບການຄືນເງິນແລ້ວ',
  },
  'refund.reason.invalid': {
    en: 'Please choose a refund reason from the list', 'zh-CN': '请从列表中选择退款原因',
    fr: 'Veuillez choisir un motif de remboursement dans la liste', th: 'กรุณาเลือกเหตุผลการคืนเงินจากรายการ',
    lao: 'ກະລຸນາເລືອກເຫດຜົນການຄືນເງິນຈາກລາຍການ',
  },
  'refund.explain.tooLong': {
    en: 'The instructions can be at most 255 characters', 'zh-CN': '退款说明最多 255 个字符',
    fr: 'Les instructions ne peuvent pas dépasser 255 caractères', th: 'คำอธิบายยาวได้ไม่เกิน 255 ตัวอักษร',
    lao: 'ຄຳອະທິບາຍຍາວໄດ້ບໍ່ເກີນ 255 ຕົວອັກສອນ',
  },
  'refund.mark.tooLong': {
    en: 'The remark can be at most 100 characters', 'zh-CN': '备注最多 100 个字符',
    fr: 'La remarque ne peut pas dépasser 100 caractères', th: 'หมายเหตุยาวได้ไม่เกิน 100 ตัวอักษร',
    lao: 'ໝາຍເຫດຍາວໄດ້ບໍ່ເກີນ 100 ຕົວອັກສອນ',
  },
  'refund.pictures.tooMany': {
    en: 'You can add at most 5 proof pictures', 'zh-CN': '最多可上传 5 张凭证图片', fr: 'Vous pouvez ajouter au plus 5 photos justificatives',
    th: 'เพิ่มรูปหลักฐานได้ไม่เกิน 5 รูป', lao: 'ເພີ່ມຮູບຫຼັກຖານໄດ້ບໍ່ເກີນ 5 ຮູບ',
  },
  'refund.num.invalid': {
    en: 'The quantity to refund must be between 1 and {max}', 'zh-CN': '退款数量必须在 1 到 {max} 之间',
    fr: 'La quantité à rembourser doit être comprise entre 1 et {max}', th: 'จำนวนที่ขอคืนเงินต้องอยู่ระหว่าง 1 ถึง {max}',
    lao: 'ຈຳນວນທີ່ຂໍຄືນເງິນຕ້ອງຢູ່ລະຫວ່າງ 1 ຫາ {max}',
  },
  'refund.price.invalid': {
    en: 'The refund amount is not a valid amount', 'zh-CN': '退款金额格式不正确', fr: 'Le montant du remboursement n’est pas valide',
    th: 'ยอดเงินคืนไม่ถูกต้อง', lao: 'ຍອດເງິນຄືນບໍ່ຖືກຕ້ອງ',
  },
  'refund.price.tooLow': {
    en: 'The refund amount must be at least 0.01', 'zh-CN': '退款金额至少为 0.01', fr: 'Le montant du remboursement doit être d’au moins 0,01',
    th: 'ยอดเงินคืนต้องไม่น้อยกว่า 0.01', lao: 'ຍອດເງິນຄືນຕ້ອງບໍ່ໜ້ອຍກວ່າ 0.01',
  },
  'refund.price.tooHigh': {
    en: 'The refund amount can be at most {max}: what these items paid', 'zh-CN': '退款金额最多为 {max}，即这些商品的实付金额',
    fr: 'Le montant du remboursement ne peut pas dépasser {max} : ce que ces articles ont coûté',
    th: 'ยอดเงินคืนต้องไม่เกิน {max} ซึ่งเป็นยอดที่ชำระสำหรับสินค้าเหล่านี้',
    lao: 'ຍອດເງິນຄືນຕ້ອງບໍ່ເກີນ {max} ເຊິ່ງເປັນຍອດທີ່ຊຳລະສຳລັບສິນຄ້າເຫຼົ່ານີ້',
  },
  'refund.notReviewing': {
    en: 'Only a refund under review can be approved or refused', 'zh-CN': '只有审核中的退款可以同意或拒绝',
    fr: 'Seul un remboursement en cours d’examen peut être accepté ou refusé', th: 'อนุมัติหรือปฏิเสธได้เฉพาะคำขอคืนเงินที่อยู่ระหว่างตรวจสอบ',
    lao: 'ອະນຸມັດ ຫຼື ປະຕິເສດໄດ້ສະເພາະຄຳຂໍຄືນເງິນທີ່ກຳລັງກວດສອບ',
  },
  'refund.notRefunding': {
    en: 'Only an accepted refund waiting for the goods can be confirmed', 'zh-CN': '只有已同意、等待退货的退款可以确认',
    fr: 'Seul un remboursement accepté en attente du retour des articles peut être confirmé',
    th: 'ยืนยันได้เฉพาะคำขอคืนเงินที่อนุมัติแล้วและรอรับสินค้าคืน',
    lao: 'ຢືນຢັນໄດ້ສະເພາະຄຳຂໍຄືນເງິນທີ່ອະນຸມັດແລ້ວ ແລະ ລໍຖ້າຮັບສິນຄ້າຄືນ',
  },
  'refund.refuse.reason': {
    en: 'Please give the reason for refusing (1–255 characters)', 'zh-CN': '请填写拒绝原因（1–255 个字符）',
    fr: 'Veuillez indiquer le motif du refus (1 à 255 caractères)', th: 'กรุณาระบุเหตุผลที่ปฏิเสธ (1–255 ตัวอักษร)',
    lao: 'ກະລຸນາລະບຸເຫດຜົນທີ່ປະຕິເສດ (1–255 ຕົວອັກສອນ)',
  },
  'refund.payment.missing': {
    en: 'The payment of this order cannot be found, so it cannot be paid back', 'zh-CN': '找不到该订单的支付记录，无法退款',
    fr: 'Le paiement de cette commande est introuvable : il ne peut pas être remboursé',
    th: 'ไม่พบการชำระเงินของคำสั่งซื้อนี้ จึงไม่สามารถคืนเงินได้', lao: 'ບໍ່ພົບການຊຳລະເງິນຂອງຄຳສັ່ງຊື້ນີ້, ຈຶ່ງບໍ່ສາມາດຄືນເງິນໄດ້',
  },
  'refund.payment.otherProvider': {
    en: 'This order was paid through another payment provider: refund it there', 'zh-CN': '该订单通过其他支付服务商付款，请在该服务商处退款',
    fr: 'Cette commande a été payée via un autre prestataire de paiement : remboursez-la chez lui',
    th: 'คำสั่งซื้อนี้ชำระผ่านผู้ให้บริการชำระเงินรายอื่น กรุณาคืนเงินผ่านผู้ให้บริการนั้น',
    lao: 'ຄຳສັ່ງຊື້ນີ້ຊຳລະຜ່ານຜູ້ໃຫ້ບໍລິການຊຳລະເງິນອື່ນ, ກະລຸນາຄືນເງິນຜ່ານຜູ້ໃຫ້ບໍລິການນັ້ນ',
  },
  'refund.approved': {
    en: 'Refund accepted: waiting for the goods to come back', 'zh-CN': '已同意退款：等待退回商品',
    fr: 'Remboursement accepté : en attente du retour des articles', th: 'อนุมัติการคืนเงินแล้ว: รอรับสินค้าคืน',
    lao: 'ອະນຸມັດການຄືນເງິນແລ້ວ: ລໍຖ້າຮັບສິນຄ້າຄືນ',
  },
  'refund.refunded': {
    en: 'Refunded: the money has gone back to the shopper', 'zh-CN': '已退款：款项已退回买家',
    fr: 'Remboursé : l’argent a été rendu au client', th: 'คืนเงินแล้ว: เงินถูกโอนคืนให้ผู้ซื้อแล้ว',
    lao: 'ຄືນເງິນແລ້ວ: ເງິນຖືກໂອນຄືນໃຫ້ຜູ້ຊື້ແລ້ວ',
  },
  'refund.refused': {
    en: 'Refund refused', 'zh-CN': '已拒绝退款', fr: 'Remboursement refusé', th: 'ปฏิเสธการคืนเงินแล้ว', lao: 'ປະຕິເສດການຄືນເງິນແລ້ວ',
  },
});
