import { registerMessages } from '../../../i18n/messages';

/** Messages of order confirmation, placing and cancelling orders, and of the order center, in the five storefront languages. */
registerMessages({
  'order.pre.notFound': {
    en: 'This order confirmation was not found', 'zh-CN': '该订单确认信息不存在', fr: 'Cette confirmation de commande est introuvable',
    th: 'ไม่พบการยืนยันคำสั่งซื้อนี้', lao: 'ບໍ່ພົບການຢືນຢັນຄຳສັ່ງຊື້ນີ້',
  },
  'order.pre.expired': {
    en: 'The order confirmation has expired, please order again', 'zh-CN': '订单确认已过期，请重新下单',
    fr: 'La confirmation de commande a expiré, veuillez commander à nouveau', th: 'การยืนยันคำสั่งซื้อหมดอายุแล้ว กรุณาสั่งซื้อใหม่',
    lao: 'ການຢືນຢັນຄຳສັ່ງຊື້ໝົດອາຍຸແລ້ວ, ກະລຸນາສັ່ງຊື້ໃໝ່',
  },
  'order.pre.submitted': {
    en: 'This order has already been placed', 'zh-CN': '该订单已提交', fr: 'Cette commande a déjà été passée',
    th: 'คำสั่งซื้อนี้ถูกส่งไปแล้ว', lao: 'ຄຳສັ່ງຊື້ນີ້ຖືກສົ່ງແລ້ວ',
  },
  'order.pre.buyNowFields': {
    en: 'Each item needs productId, attrValueId and productNum', 'zh-CN': '每个商品都需要 productId、attrValueId 和 productNum',
    fr: 'Chaque article doit indiquer productId, attrValueId et productNum', th: 'สินค้าแต่ละรายการต้องมี productId, attrValueId และ productNum',
    lao: 'ສິນຄ້າແຕ່ລະລາຍການຕ້ອງມີ productId, attrValueId ແລະ productNum',
  },
  'order.pre.cartFields': {
    en: 'Each item needs a shoppingCartId', 'zh-CN': '每个商品都需要 shoppingCartId', fr: 'Chaque article doit indiquer un shoppingCartId',
    th: 'สินค้าแต่ละรายการต้องมี shoppingCartId', lao: 'ສິນຄ້າແຕ່ລະລາຍການຕ້ອງມີ shoppingCartId',
  },
  'order.pre.cartLineNotFound': {
    en: 'An item you chose is no longer in your cart', 'zh-CN': '您选择的商品已不在购物车中',
    fr: 'Un article choisi n’est plus dans votre panier', th: 'สินค้าที่คุณเลือกไม่อยู่ในตะกร้าแล้ว',
    lao: 'ສິນຄ້າທີ່ທ່ານເລືອກບໍ່ຢູ່ໃນກະຕ່າແລ້ວ',
  },
  'order.line.unavailable': {
    en: '“{product}” is no longer available', 'zh-CN': '“{product}”已下架或不存在', fr: '« {product} » n’est plus disponible',
    th: '“{product}” ไม่มีจำหน่ายแล้ว', lao: '“{product}” ບໍ່ມີຈຳໜ່າຍແລ້ວ',
  },
  'order.line.soldOut': {
    en: '“{product}” is sold out', 'zh-CN': '“{product}”已售罄', fr: '« {product} » est épuisé',
    th: '“{product}” สินค้าหมดแล้ว', lao: '“{product}” ສິນຄ້າໝົດແລ້ວ',
  },
  'order.line.perOrder': {
    en: 'At most {max} of “{product}” per order', 'zh-CN': '“{product}”每单最多 {max} 件',
    fr: 'Au plus {max} exemplaires de « {product} » par commande', th: '“{product}” สั่งได้สูงสุด {max} ชิ้นต่อคำสั่งซื้อ',
    lao: '“{product}” ສັ່ງໄດ້ສູງສຸດ {max} ອັນຕໍ່ຄຳສັ່ງຊື້',
  },
  'order.unpaid.tooMany': {
    en: 'You have {count} orders waiting for payment; please pay or cancel one before placing another',
    'zh-CN': '您有 {count} 个待付款订单，请先支付或取消其中一个再下新单',
    fr: 'Vous avez {count} commandes en attente de paiement ; veuillez en payer ou en annuler une avant d’en passer une autre',
    th: 'คุณมีคำสั่งซื้อที่รอชำระเงิน {count} รายการ กรุณาชำระเงินหรือยกเลิกหนึ่งรายการก่อนสั่งซื้อใหม่',
    lao: 'ທ່ານມີຄຳສັ່ງຊື້ທີ່ລໍຖ້າຊຳລະ {count} ລາຍການ, ກະລຸນາຊຳລະ ຫຼື ຍົກເລີກໜຶ່ງລາຍການກ່ອນສັ່ງຊື້ໃໝ່',
  },
  'order.line.short': {
    en: 'Not enough stock for “{product}”: only {stock} left', 'zh-CN': '“{product}”库存不足：仅剩 {stock} 件',
    fr: 'Stock insuffisant pour « {product} » : il n’en reste que {stock}', th: '“{product}” มีสต็อกไม่พอ: เหลือเพียง {stock} ชิ้น',
    lao: '“{product}” ມີສາງບໍ່ພໍ: ເຫຼືອພຽງ {stock} ອັນ',
  },
  'order.line.short.noCount': {
    en: 'Sorry, “{product}” has just sold out', 'zh-CN': '抱歉，“{product}”库存不足，刚刚售罄',
    fr: 'Désolé, « {product} » vient d’être épuisé', th: 'ขออภัย “{product}” เพิ่งขายหมด',
    lao: 'ຂໍອະໄພ, “{product}” ຫາກໍຂາຍໝົດ',
  },
  'order.coupon.notFound': {
    en: 'This coupon was not found', 'zh-CN': '该优惠券不存在', fr: 'Ce coupon est introuvable', th: 'ไม่พบคูปองนี้', lao: 'ບໍ່ພົບຄູປອງນີ້',
  },
  'order.coupon.used': {
    en: 'The coupon “{name}” has already been used', 'zh-CN': '优惠券“{name}”已使用', fr: 'Le coupon « {name} » a déjà été utilisé',
    th: 'คูปอง “{name}” ถูกใช้ไปแล้ว', lao: 'ຄູປອງ “{name}” ຖືກໃຊ້ແລ້ວ',
  },
  'order.coupon.notValid': {
    en: 'The coupon “{name}” cannot be used at this time', 'zh-CN': '优惠券“{name}”不在有效期内',
    fr: 'Le coupon « {name} » n’est pas utilisable en ce moment', th: 'คูปอง “{name}” ไม่สามารถใช้ได้ในขณะนี้',
    lao: 'ຄູປອງ “{name}” ບໍ່ສາມາດໃຊ້ໄດ້ໃນຕອນນີ້',
  },
  'order.coupon.notApplicable': {
    en: 'The coupon “{name}” does not apply to this order', 'zh-CN': '优惠券“{name}”不适用于此订单',
    fr: 'Le coupon « {name} » ne s’applique pas à cette commande', th: 'คูปอง “{name}” ใช้กับคำสั่งซื้อนี้ไม่ได้',
    lao: 'ຄູປອງ “{name}” ໃຊ້ກັບຄຳສັ່ງຊື້ນີ້ບໍ່ໄດ້',
  },
  'order.coupon.minPrice': {
    en: 'The coupon “{name}” needs a subtotal of at least {min}', 'zh-CN': '优惠券“{name}”需满 {min} 才能使用',
    fr: 'Le coupon « {name} » exige un sous-total d’au moins {min}', th: 'คูปอง “{name}” ต้องมียอดรวมอย่างน้อย {min}',
    lao: 'ຄູປອງ “{name}” ຕ້ອງມີຍອດລວມຢ່າງໜ້ອຍ {min}',
  },
  'order.coupon.onePerShop': {
    en: 'Only one coupon can be used on the order from {shop}', 'zh-CN': '{shop} 的订单只能使用一张优惠券',
    fr: 'Un seul coupon peut être utilisé sur la commande de {shop}', th: 'ใช้คูปองได้เพียงใบเดียวกับคำสั่งซื้อจาก {shop}',
    lao: 'ໃຊ້ຄູປອງໄດ້ພຽງໃບດຽວກັບຄຳສັ່ງຊື້ຈາກ {shop}',
  },
  'order.coupon.onePlatform': {
    en: 'Only one mall-wide coupon can be used per order', 'zh-CN': '每个订单只能使用一张平台优惠券',
    fr: 'Un seul coupon valable dans tout le centre commercial peut être utilisé par commande',
    th: 'ใช้คูปองของห้างได้เพียงใบเดียวต่อคำสั่งซื้อ', lao: 'ໃຊ້ຄູປອງຂອງຫ້າງໄດ້ພຽງໃບດຽວຕໍ່ຄຳສັ່ງຊື້',
  },
  'order.coupon.duplicate': {
    en: 'The same coupon was chosen twice', 'zh-CN': '同一张优惠券被选择了两次', fr: 'Le même coupon a été choisi deux fois',
    th: 'เลือกคูปองเดียวกันสองครั้ง', lao: 'ເລືອກຄູປອງດຽວກັນສອງຄັ້ງ',
  },
  'order.coupon.gone': {
    en: 'A chosen coupon has just been used, please choose again', 'zh-CN': '所选优惠券刚刚已被使用，请重新选择',
    fr: 'Un coupon choisi vient d’être utilisé, veuillez choisir à nouveau', th: 'คูปองที่เลือกเพิ่งถูกใช้ไป กรุณาเลือกใหม่',
    lao: 'ຄູປອງທີ່ເລືອກຫາກໍຖືກໃຊ້, ກະລຸນາເລືອກໃໝ່',
  },
  'order.points.short': {
    en: 'You do not have enough points', 'zh-CN': '您的积分不足', fr: 'Vous n’avez pas assez de points',
    th: 'คุณมีคะแนนไม่พอ', lao: 'ທ່ານມີຄະແນນບໍ່ພໍ',
  },
  'order.payType.unavailable': {
    en: 'This payment method is not available', 'zh-CN': '该支付方式暂不可用', fr: 'Ce moyen de paiement n’est pas disponible',
    th: 'วิธีการชำระเงินนี้ไม่พร้อมใช้งาน', lao: 'ວິທີການຊຳລະເງິນນີ້ບໍ່ພ້ອມໃຊ້ງານ',
  },
  'order.idempotency.reused': {
    en: 'This Idempotency-Key was already used for another order', 'zh-CN': '该 Idempotency-Key 已用于另一个订单',
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre commande', th: 'Idempotency-Key นี้ถูกใช้กับคำสั่งซื้ออื่นแล้ว',
    lao: 'Idempotency-Key ນີ້ຖືກໃຊ້ກັບຄຳສັ່ງຊື້ອື່ນແລ້ວ',
  },
  'order.create.success': {
    en: 'Order placed', 'zh-CN': '下单成功', fr: 'Commande passée', th: 'สั่งซื้อสำเร็จ', lao: 'ສັ່ງຊື້ສຳເລັດ',
  },
  'order.notFound': {
    en: 'This order was not found', 'zh-CN': '该订单不存在', fr: 'Cette commande est introuvable', th: 'ไม่พบคำสั่งซื้อนี้',
    lao: 'ບໍ່ພົບຄຳສັ່ງຊື້ນີ້',
  },
  'order.cancel.paid': {
    en: 'A paid order cannot be cancelled', 'zh-CN': '已支付的订单无法取消', fr: 'Une commande payée ne peut pas être annulée',
    th: 'ไม่สามารถยกเลิกคำสั่งซื้อที่ชำระเงินแล้ว', lao: 'ບໍ່ສາມາດຍົກເລີກຄຳສັ່ງຊື້ທີ່ຊຳລະເງິນແລ້ວ',
  },
  'order.cancel.success': {
    en: 'Order cancelled', 'zh-CN': '订单已取消', fr: 'Commande annulée', th: 'ยกเลิกคำสั่งซื้อแล้ว', lao: 'ຍົກເລີກຄຳສັ່ງຊື້ແລ້ວ',
  },
  'order.paid.already': {
    en: 'This order has already been paid', 'zh-CN': '该订单已支付', fr: 'Cette commande a déjà été payée',
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว', lao: 'ຄຳສັ່ງຊື້ນີ້ຊຳລະເງິນແລ້ວ',
  },
  'order.cancelled': {
    en: 'This order has been cancelled', 'zh-CN': '该订单已取消', fr: 'Cette commande a été annulée',
    th: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว', lao: 'ຄຳສັ່ງຊື້ນີ້ຖືກຍົກເລີກແລ້ວ',
  },
  // ---- order center (issue 7): confirm receipt, delete, shipping and tracking --------------------------------------
  'order.take.success': {
    en: 'Receipt confirmed', 'zh-CN': '已确认收货', fr: 'Réception confirmée', th: 'ยืนยันการรับสินค้าแล้ว', lao: 'ຢືນຢັນການຮັບສິນຄ້າແລ້ວ',
  },
  'order.take.notShipped': {
    en: 'This order has not been shipped yet', 'zh-CN': '该订单尚未发货', fr: 'Cette commande n’a pas encore été expédiée',
    th: 'คำสั่งซื้อนี้ยังไม่ได้จัดส่ง', lao: 'ຄຳສັ່ງຊື້ນີ້ຍັງບໍ່ໄດ້ຈັດສົ່ງ',
  },
  'order.take.already': {
    en: 'Receipt of this order has already been confirmed', 'zh-CN': '该订单已确认收货',
    fr: 'La réception de cette commande a déjà été confirmée', th: 'คำสั่งซื้อนี้ยืนยันการรับสินค้าแล้ว',
    lao: 'ຄຳສັ່ງຊື້ນີ້ຢືນຢັນການຮັບສິນຄ້າແລ້ວ',
  },
  'order.delete.success': {
    en: 'Deleted', 'zh-CN': '删除成功', fr: 'Supprimée', th: 'ลบแล้ว', lao: 'ລຶບແລ້ວ',
  },
  'order.delete.notReceived': {
    en: 'Only a received or completed order can be deleted', 'zh-CN': '只能删除已收货或已完成的订单',
    fr: 'Seule une commande reçue ou terminée peut être supprimée', th: 'ลบได้เฉพาะคำสั่งซื้อที่ได้รับสินค้าแล้วหรือเสร็จสมบูรณ์แล้ว',
    lao: 'ລຶບໄດ້ສະເພາະຄຳສັ່ງຊື້ທີ່ໄດ້ຮັບສິນຄ້າແລ້ວ ຫຼື ສຳເລັດແລ້ວ',
  },
  'order.delete.refunding': {
    en: 'An order with a refund in progress cannot be deleted', 'zh-CN': '退款处理中的订单无法删除',
    fr: 'Une commande dont le remboursement est en cours ne peut pas être supprimée', th: 'ไม่สามารถลบคำสั่งซื้อที่กำลังดำเนินการคืนเงิน',
    lao: 'ບໍ່ສາມາດລຶບຄຳສັ່ງຊື້ທີ່ກຳລັງດຳເນີນການຄືນເງິນ',
  },
  'order.ship.success': {
    en: 'Order shipped', 'zh-CN': '订单已发货', fr: 'Commande expédiée', th: 'จัดส่งคำสั่งซื้อแล้ว', lao: 'ຈັດສົ່ງຄຳສັ່ງຊື້ແລ້ວ',
  },
  'order.ship.unpaid': {
    en: 'An unpaid order cannot be shipped', 'zh-CN': '未支付的订单无法发货', fr: 'Une commande non payée ne peut pas être expédiée',
    th: 'ไม่สามารถจัดส่งคำสั่งซื้อที่ยังไม่ชำระเงิน', lao: 'ບໍ່ສາມາດຈັດສົ່ງຄຳສັ່ງຊື້ທີ່ຍັງບໍ່ໄດ້ຊຳລະເງິນ',
  },
  'order.ship.already': {
    en: 'This order has already been shipped', 'zh-CN': '该订单已发货', fr: 'Cette commande a déjà été expédiée',
    th: 'คำสั่งซื้อนี้จัดส่งแล้ว', lao: 'ຄຳສັ່ງຊື້ນີ້ຈັດສົ່ງແລ້ວ',
  },
  'order.ship.refund': {
    en: 'An order with a refund cannot be shipped', 'zh-CN': '存在退款的订单无法发货',
    fr: 'Une commande faisant l’objet d’un remboursement ne peut pas être expédiée', th: 'ไม่สามารถจัดส่งคำสั่งซื้อที่มีการขอคืนเงิน',
    lao: 'ບໍ່ສາມາດຈັດສົ່ງຄຳສັ່ງຊື້ທີ່ມີການຂໍຄືນເງິນ',
  },
  'order.ship.fieldNotUsed': {
    en: 'The field “{field}” does not apply to a {type} delivery', 'zh-CN': '字段“{field}”不适用于 {type} 配送方式',
    fr: 'Le champ « {field} » ne s’applique pas à une livraison {type}', th: 'ช่อง “{field}” ใช้กับการจัดส่งแบบ {type} ไม่ได้',
    lao: 'ຊ່ອງ “{field}” ໃຊ້ກັບການຈັດສົ່ງແບບ {type} ບໍ່ໄດ້',
  },
  'order.track.success': {
    en: 'Tracking event added', 'zh-CN': '物流轨迹已添加', fr: 'Étape de suivi ajoutée', th: 'เพิ่มสถานะการติดตามพัสดุแล้ว',
    lao: 'ເພີ່ມສະຖານະການຕິດຕາມພັດສະດຸແລ້ວ',
  },
  'order.track.notShipped': {
    en: 'Only a shipped order can be tracked', 'zh-CN': '只有已发货的订单才能添加物流轨迹',
    fr: 'Seule une commande expédiée peut être suivie', th: 'ติดตามพัสดุได้เฉพาะคำสั่งซื้อที่จัดส่งแล้ว',
    lao: 'ຕິດຕາມພັດສະດຸໄດ້ສະເພາະຄຳສັ່ງຊື້ທີ່ຈັດສົ່ງແລ້ວ',
  },
  'order.track.received': {
    en: 'This order has already been received', 'zh-CN': '该订单已签收', fr: 'Cette commande a déjà été reçue',
    th: 'คำสั่งซื้อนี้ได้รับสินค้าแล้ว', lao: 'ຄຳສັ່ງຊື້ນີ້ໄດ້ຮັບສິນຄ້າແລ້ວ',
  },
  'order.track.virtual': {
    en: 'A virtual delivery has no parcel to track', 'zh-CN': '虚拟发货没有可追踪的包裹',
    fr: 'Une livraison virtuelle n’a pas de colis à suivre', th: 'การจัดส่งแบบเสมือนไม่มีพัสดุให้ติดตาม',
    lao: 'ການຈັດສົ່ງແບບສະເໝືອນບໍ່ມີພັດສະດຸໃຫ້ຕິດຕາມ',
  },
  'order.track.timeInvalid': {
    en: 'The event time is not a valid date', 'zh-CN': '轨迹时间不是有效的日期', fr: 'L’heure de l’étape n’est pas une date valide',
    th: 'เวลาของสถานะไม่ใช่วันที่ที่ถูกต้อง', lao: 'ເວລາຂອງສະຖານະບໍ່ແມ່ນວັນທີທີ່ຖືກຕ້ອງ',
  },
  'order.track.timeFuture': {
    en: 'The event time cannot be in the future', 'zh-CN': '轨迹时间不能晚于当前时间', fr: 'L’heure de l’étape ne peut pas être dans le futur',
    th: 'เวลาของสถานะต้องไม่อยู่ในอนาคต', lao: 'ເວລາຂອງສະຖານະຕ້ອງບໍ່ຢູ່ໃນອະນາຄົດ',
  },
  'order.track.timeBeforeShipping': {
    en: 'The event time cannot be before the order was shipped', 'zh-CN': '轨迹时间不能早于发货时间',
    fr: 'L’heure de l’étape ne peut pas précéder l’expédition de la commande', th: 'เวลาของสถานะต้องไม่ก่อนเวลาจัดส่งคำสั่งซื้อ',
    lao: 'ເວລາຂອງສະຖານະຕ້ອງບໍ່ກ່ອນເວລາຈັດສົ່ງຄຳສັ່ງຊື້',
  },
  'order.track.handedTo': {
    en: 'Parcel handed to {carrier}', 'zh-CN': '包裹已交给{carrier}', fr: 'Colis remis à {carrier}', th: 'ส่งมอบพัสดุให้ {carrier} แล้ว',
    lao: 'ສົ່ງມອບພັດສະດຸໃຫ້ {carrier} ແລ້ວ',
  },
  'order.track.handedToCourier': {
    en: 'Parcel handed to the courier {courier}', 'zh-CN': '包裹已交给配送员{courier}', fr: 'Colis remis au livreur {courier}',
    th: 'ส่งมอบพัสดุให้พนักงานจัดส่ง {courier} แล้ว', lao: 'ສົ່ງມອບພັດສະດຸໃຫ້ພະນັກງານຈັດສົ່ງ {courier} ແລ້ວ',
  },
  'order.track.deliveredOnline': {
    en: 'Delivered online', 'zh-CN': '已在线交付', fr: 'Livrée en ligne', th: 'จัดส่งทางออนไลน์แล้ว', lao: 'ຈັດສົ່ງທາງອອນລາຍແລ້ວ',
  },
});
