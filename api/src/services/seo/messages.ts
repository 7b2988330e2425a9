import { registerMessages } from '../../i18n/messages';

// The meta descriptions of the pages that have no text of their own in the data (the served head, head-service.ts).
registerMessages({
  'seo.description.home': {
    en: 'Shop products from many stores in one mall: compare prices, read reviews and check out once.',
    'zh-CN': '在一个商城里选购众多店铺的商品：比较价格、查看评价，一次结算。',
    fr: 'Achetez les produits de nombreuses boutiques dans un seul centre : comparez les prix, lisez les avis et payez en une fois.',
    th: 'เลือกซื้อสินค้าจากหลายร้านค้าในห้างเดียว: เปรียบเทียบราคา อ่านรีวิว และชำระเงินครั้งเดียว',
    lao: 'ເລືອກຊື້ສິນຄ້າຈາກຫຼາຍຮ້ານໃນສູນການຄ້າດຽວ: ປຽບທຽບລາຄາ, ອ່ານຄຳຕິຊົມ ແລະ ຊຳລະເງິນຄັ້ງດຽວ.',
  },
  'seo.description.category': {
    en: '{category}: products from the stores of the mall, with their prices, stock and reviews.',
    'zh-CN': '{category}：商城各店铺的商品，附价格、库存和评价。',
    fr: '{category} : les produits des boutiques du centre, avec leurs prix, leur stock et leurs avis.',
    th: '{category}: สินค้าจากร้านค้าในห้าง พร้อมราคา สต็อก และรีวิว',
    lao: '{category}: ສິນຄ້າຈາກຮ້ານຕ່າງໆໃນສູນການຄ້າ, ພ້ອມລາຄາ, ສິນຄ້າໃນສາງ ແລະ ຄຳຕິຊົມ.',
  },
  'seo.description.search': {
    en: 'Products matching “{keyword}” from the stores of the mall, with their prices and reviews.',
    'zh-CN': '商城各店铺中与“{keyword}”相符的商品，附价格和评价。',
    fr: 'Les produits correspondant à « {keyword} » dans les boutiques du centre, avec leurs prix et leurs avis.',
    th: 'สินค้าที่ตรงกับ “{keyword}” จากร้านค้าในห้าง พร้อมราคาและรีวิว',
    lao: 'ສິນຄ້າທີ່ກົງກັບ “{keyword}” ຈາກຮ້ານຕ່າງໆໃນສູນການຄ້າ, ພ້ອມລາຄາ ແລະ ຄຳຕິຊົມ.',
  },
  'seo.description.searchResults': {
    en: 'Search the products of every store of the mall by name, category and price.',
    'zh-CN': '按名称、分类和价格搜索商城所有店铺的商品。',
    fr: 'Cherchez les produits de toutes les boutiques du centre par nom, catégorie et prix.',
    th: 'ค้นหาสินค้าของทุกร้านในห้างตามชื่อ หมวดหมู่ และราคา',
    lao: 'ຄົ້ນຫາສິນຄ້າຂອງທຸກຮ້ານໃນສູນການຄ້າຕາມຊື່, ໝວດໝູ່ ແລະ ລາຄາ.',
  },
  'seo.description.ranking': {
    en: 'The best-selling products of the mall right now.',
    'zh-CN': '商城当前最畅销的商品。',
    fr: 'Les produits les plus vendus du centre en ce moment.',
    th: 'สินค้าขายดีที่สุดของห้างในตอนนี้',
    lao: 'ສິນຄ້າຂາຍດີທີ່ສຸດຂອງສູນການຄ້າໃນຕອນນີ້.',
  },
  'seo.description.activities': {
    en: 'The offers and activities running in the mall, with their products.',
    'zh-CN': '商城正在进行的优惠和活动及其商品。',
    fr: 'Les offres et activités en cours dans le centre, avec leurs produits.',
    th: 'ข้อเสนอและกิจกรรมที่กำลังจัดในห้าง พร้อมสินค้า',
    lao: 'ຂໍ້ສະເໜີ ແລະ ກິດຈະກຳທີ່ກຳລັງຈັດໃນສູນການຄ້າ, ພ້ອມສິນຄ້າ.',
  },
  'seo.description.shopStreet': {
    en: 'Every store of the mall, recommended stores first.',
    'zh-CN': '商城的所有店铺，推荐店铺在前。',
    fr: 'Toutes les boutiques du centre, les boutiques recommandées en premier.',
    th: 'ร้านค้าทั้งหมดในห้าง ร้านที่แนะนำก่อน',
    lao: 'ຮ້ານທັງໝົດໃນສູນການຄ້າ, ຮ້ານທີ່ແນະນຳກ່ອນ.',
  },
  'seo.description.store': {
    en: '{store}: the products, categories and coupons of this store in the mall.',
    'zh-CN': '{store}：本店在商城中的商品、分类和优惠券。',
    fr: '{store} : les produits, catégories et coupons de cette boutique du centre.',
    th: '{store}: สินค้า หมวดหมู่ และคูปองของร้านนี้ในห้าง',
    lao: '{store}: ສິນຄ້າ, ໝວດໝູ່ ແລະ ຄູປອງຂອງຮ້ານນີ້ໃນສູນການຄ້າ.',
  },
});
