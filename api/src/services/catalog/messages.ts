import { registerMessages } from '../../i18n/messages';

/** Messages of the catalogue: search, product detail and reviews, in the five storefront languages. */
registerMessages({
  'catalog.product.notFound': {
    en: 'This product does not exist or is no longer on sale',
    'zh-CN': '该商品不存在或已下架',
    fr: 'Ce produit n’existe pas ou n’est plus en vente',
    th: 'ไม่มีสินค้านี้หรือสินค้าไม่ได้วางขายแล้ว',
    lao: 'ບໍ່ມີສິນຄ້ານີ້ ຫຼື ສິນຄ້າບໍ່ໄດ້ວາງຂາຍແລ້ວ',
  },
  'catalog.price.range': {
    en: 'The lowest price cannot be higher than the highest price',
    'zh-CN': '最低价不能高于最高价',
    fr: 'Le prix minimum ne peut pas dépasser le prix maximum',
    th: 'ราคาต่ำสุดต้องไม่สูงกว่าราคาสูงสุด',
    lao: 'ລາຄາຕ່ຳສຸດຕ້ອງບໍ່ສູງກວ່າລາຄາສູງສຸດ',
  },
  'catalog.page.window': {
    en: 'Only the first {window} results can be browsed: narrow the list with a category, a price range or a search',
    'zh-CN': '仅可浏览前 {window} 条结果：请用分类、价格区间或搜索缩小范围',
    fr: 'Seuls les {window} premiers résultats sont consultables : affinez la liste par catégorie, fourchette de prix ou recherche',
    th: 'ดูผลลัพธ์ได้เพียง {window} รายการแรก: จำกัดรายการด้วยหมวดหมู่ ช่วงราคา หรือการค้นหา',
    lao: 'ເບິ່ງໄດ້ພຽງ {window} ຜົນລັບທຳອິດ: ຈຳກັດລາຍການດ້ວຍໝວດໝູ່, ຊ່ວງລາຄາ ຫຼື ການຄົ້ນຫາ',
  },
  'catalog.option.unknown': {
    en: 'This product has no option "{option}"',
    'zh-CN': '该商品没有规格"{option}"',
    fr: 'Ce produit n’a pas d’option « {option} »',
    th: 'สินค้านี้ไม่มีตัวเลือก "{option}"',
    lao: 'ສິນຄ້ານີ້ບໍ່ມີຕົວເລືອກ "{option}"',
  },
  'catalog.option.valueUnknown': {
    en: 'The option "{option}" has no value "{value}"',
    'zh-CN': '规格"{option}"没有"{value}"这一项',
    fr: 'L’option « {option} » n’a pas de valeur « {value} »',
    th: 'ตัวเลือก "{option}" ไม่มีค่า "{value}"',
    lao: 'ຕົວເລືອກ "{option}" ບໍ່ມີຄ່າ "{value}"',
  },
});
