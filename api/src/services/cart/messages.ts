import { registerMessages } from '../../i18n/messages';

/** Messages of adding to the cart, in the five storefront languages. */
registerMessages({
  'cart.add.success': {
    en: 'Added to cart',
    'zh-CN': '已加入购物车',
    fr: 'Ajouté au panier',
    th: 'เพิ่มลงในตะกร้าแล้ว',
    lao: 'ເພີ່ມໃສ່ກະຕ່າແລ້ວ',
  },
  'cart.sku.notFound': {
    en: 'This product or option is no longer available',
    'zh-CN': '该商品或规格已不存在或已下架',
    fr: 'Ce produit ou cette déclinaison n’est plus disponible',
    th: 'สินค้าหรือตัวเลือกนี้ไม่มีจำหน่ายแล้ว',
    lao: 'ສິນຄ້າ ຫຼື ຕົວເລືອກນີ້ບໍ່ມີຈຳໜ່າຍແລ້ວ',
  },
  'cart.stock.soldOut': {
    en: 'Sorry, this option is sold out',
    'zh-CN': '抱歉，该规格已售罄',
    fr: 'Désolé, cette déclinaison est épuisée',
    th: 'ขออภัย ตัวเลือกนี้สินค้าหมดแล้ว',
    lao: 'ຂໍອະໄພ, ຕົວເລືອກນີ້ສິນຄ້າໝົດແລ້ວ',
  },
  'cart.perOrder': {
    en: 'At most {max} of this item per order',
    'zh-CN': '每单此商品最多 {max} 件',
    fr: 'Au plus {max} exemplaires de cet article par commande',
    th: 'สินค้านี้สั่งได้สูงสุด {max} ชิ้นต่อคำสั่งซื้อ',
    lao: 'ສິນຄ້ານີ້ສັ່ງໄດ້ສູງສຸດ {max} ອັນຕໍ່ຄຳສັ່ງຊື້',
  },
  'cart.perOrder.withCart': {
    en: 'At most {max} of this item per order, and your cart already holds {inCart}',
    'zh-CN': '每单此商品最多 {max} 件，您的购物车中已有 {inCart} 件',
    fr: 'Au plus {max} exemplaires de cet article par commande, et votre panier en contient déjà {inCart}',
    th: 'สินค้านี้สั่งได้สูงสุด {max} ชิ้นต่อคำสั่งซื้อ และในรถเข็นของคุณมีอยู่แล้ว {inCart} ชิ้น',
    lao: 'ສິນຄ້ານີ້ສັ່ງໄດ້ສູງສຸດ {max} ອັນຕໍ່ຄຳສັ່ງຊື້, ແລະ ໃນກະຕ່າຂອງທ່ານມີຢູ່ແລ້ວ {inCart} ອັນ',
  },
  'cart.stock.short': {
    en: 'Not enough stock: only {stock} left',
    'zh-CN': '库存不足：仅剩 {stock} 件',
    fr: 'Stock insuffisant : il n’en reste que {stock}',
    th: 'สินค้าในสต็อกไม่พอ: เหลือเพียง {stock} ชิ้น',
    lao: 'ສິນຄ້າໃນສາງບໍ່ພໍ: ເຫຼືອພຽງ {stock} ອັນ',
  },
  'cart.stock.shortWithCart': {
    en: 'Not enough stock: only {stock} left, and your cart already holds {inCart}',
    'zh-CN': '库存不足：仅剩 {stock} 件，您的购物车中已有 {inCart} 件',
    fr: 'Stock insuffisant : il n’en reste que {stock}, et votre panier en contient déjà {inCart}',
    th: 'สินค้าในสต็อกไม่พอ: เหลือเพียง {stock} ชิ้น และในตะกร้าของคุณมีอยู่แล้ว {inCart} ชิ้น',
    lao: 'ສິນຄ້າໃນສາງບໍ່ພໍ: ເຫຼືອພຽງ {stock} ອັນ ແລະ ໃນກະຕ່າຂອງທ່ານມີຢູ່ແລ້ວ {inCart} ອັນ',
  },
});

/** Messages of the cart page and the guest cart merge. */
registerMessages({
  'cart.line.notFound': {
    en: 'This cart item was not found',
    'zh-CN': '该购物车商品不存在',
    fr: 'Cet article du panier est introuvable',
    th: 'ไม่พบสินค้านี้ในตะกร้า',
    lao: 'ບໍ່ພົບສິນຄ້ານີ້ໃນກະຕ່າ',
  },
  'cart.num.success': {
    en: 'Quantity updated',
    'zh-CN': '数量已更新',
    fr: 'Quantité mise à jour',
    th: 'อัปเดตจำนวนแล้ว',
    lao: 'ອັບເດດຈຳນວນແລ້ວ',
  },
  'cart.delete.success': {
    en: 'Deleted',
    'zh-CN': '删除成功',
    fr: 'Supprimé',
    th: 'ลบแล้ว',
    lao: 'ລຶບແລ້ວ',
  },
  'cart.reset.success': {
    en: 'Option changed',
    'zh-CN': '规格已重新选择',
    fr: 'Déclinaison modifiée',
    th: 'เปลี่ยนตัวเลือกแล้ว',
    lao: 'ປ່ຽນຕົວເລືອກແລ້ວ',
  },
  'cart.visitor.notFound': {
    en: 'The guest session was not found or has ended',
    'zh-CN': '游客会话不存在或已结束',
    fr: 'La session invité est introuvable ou terminée',
    th: 'ไม่พบเซสชันผู้เยี่ยมชมหรือสิ้นสุดแล้ว',
    lao: 'ບໍ່ພົບເຊດຊັນແຂກ ຫຼື ສິ້ນສຸດແລ້ວ',
  },
  'cart.visitor.notVisitor': {
    en: 'Only a guest cart can be added to your account',
    'zh-CN': '只能将游客购物车合并到您的账户',
    fr: 'Seul un panier invité peut être ajouté à votre compte',
    th: 'เพิ่มได้เฉพาะตะกร้าของผู้เยี่ยมชมเข้าบัญชีของคุณ',
    lao: 'ເພີ່ມໄດ້ສະເພາະກະຕ່າຂອງແຂກເຂົ້າບັນຊີຂອງທ່ານ',
  },
  'cart.merge.success': {
    en: 'Your guest cart was added to your cart',
    'zh-CN': '游客购物车已合并到您的购物车',
    fr: 'Votre panier invité a été ajouté à votre panier',
    th: 'เพิ่มตะกร้าผู้เยี่ยมชมลงในตะกร้าของคุณแล้ว',
    lao: 'ເພີ່ມກະຕ່າແຂກໃສ່ກະຕ່າຂອງທ່ານແລ້ວ',
  },
});
