import { registerMessages } from '../../../i18n/messages';

/** Messages of adding to the cart, in the five storefront languages. */
registerMessages({
  'cart.add.success': {
    en: 'Added to cart', 'zh-CN': '已加入购物车', fr: 'Ajouté au panier', th: 'เพิ่มลงในตะกร้าแล้ว', lao: 'ເພີ່ມໃສ່ກະຕ່າແລ້ວ',
  },
  'cart.sku.notFound': {
    en: 'This product or option is no longer available', 'zh-CN': '该商品或规格已不存在或已下架',
    fr: 'Ce produit ou cette déclinaison n’est plus disponible', th: 'สินค้าหรือตัวเลือกนี้ไม่มีจำหน่ายแล้ว',
    lao: 'ສິນຄ້າ ຫຼື ຕົວເລືອກນີ້ບໍ່ມີຈຳໜ່າຍແລ້ວ',
  },
  'cart.stock.soldOut': {
    en: 'Sorry, this option is sold out', 'zh-CN': '抱歉，该规格已售罄', fr: 'Désolé, cette déclinaison est épuisée',
    th: 'ขออภัย ตัวเลือกนี้สินค้าหมดแล้ว', lao: 'ຂໍອະໄພ, ຕົວເລືອກນີ້ສິນຄ້າໝົດແລ້ວ',
  },
  'cart.stock.short': {
    en: 'Not enough stock: only {stock} left', 'zh-CN': '库存不足：仅剩 {stock} 件',
    fr: 'Stock insuffisant : il n’en reste que {stock}', th: 'สินค้าในสต็อกไม่พอ: เหลือเพียง {stock} ชิ้น',
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
