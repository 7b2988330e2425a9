import { registerMessages } from '../../../i18n/messages';

/** Messages of the address book, in the five storefront languages. */
registerMessages({
  'address.notFound': {
    en: 'This address was not found', 'zh-CN': '该地址不存在', fr: 'Cette adresse est introuvable',
    th: 'ไม่พบที่อยู่นี้', lao: 'ບໍ່ພົບທີ່ຢູ່ນີ້',
  },
  'address.saved': {
    en: 'Address saved', 'zh-CN': '地址已保存', fr: 'Adresse enregistrée', th: 'บันทึกที่อยู่แล้ว', lao: 'ບັນທຶກທີ່ຢູ່ແລ້ວ',
  },
  'address.deleted': {
    en: 'Address deleted', 'zh-CN': '地址已删除', fr: 'Adresse supprimée', th: 'ลบที่อยู่แล้ว', lao: 'ລຶບທີ່ຢູ່ແລ້ວ',
  },
  'address.defaultSet': {
    en: 'Default address set', 'zh-CN': '已设为默认地址', fr: 'Adresse par défaut définie',
    th: 'ตั้งเป็นที่อยู่เริ่มต้นแล้ว', lao: 'ຕັ້ງເປັນທີ່ຢູ່ເລີ່ມຕົ້ນແລ້ວ',
  },
});
