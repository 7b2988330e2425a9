import { registerMessages } from '../../i18n/messages';

/** Messages of the address book, in the five storefront languages. */
registerMessages({
  'address.notFound': {
    en: 'This address was not found',
    'zh-CN': '该地址不存在',
    fr: 'Cette adresse est introuvable',
    th: 'ไม่พบที่อยู่นี้',
    lao: 'ບໍ່ພົບທີ່ຢູ່ນີ້',
  },
  'address.saved': {
    en: 'Address saved',
    'zh-CN': '地址已保存',
    fr: 'Adresse enregistrée',
    th: 'บันทึกที่อยู่แล้ว',
    lao: 'ບັນທຶກທີ່ຢູ່ແລ້ວ',
  },
  'address.deleted': {
    en: 'Address deleted',
    'zh-CN': '地址已删除',
    fr: 'Adresse supprimée',
    th: 'ลบที่อยู่แล้ว',
    lao: 'ລຶບທີ່ຢູ່ແລ້ວ',
  },
  'address.defaultSet': {
    en: 'Default address set',
    'zh-CN': '已设为默认地址',
    fr: 'Adresse par défaut définie',
    th: 'ตั้งเป็นที่อยู่เริ่มต้นแล้ว',
    lao: 'ຕັ້ງເປັນທີ່ຢູ່ເລີ່ມຕົ້ນແລ້ວ',
  },
  'address.realName.invalid': {
    en: 'Please enter the recipient’s name (at most 64 characters)',
    'zh-CN': '请填写收货人姓名（最多 64 个字符）',
    fr: 'Veuillez saisir le nom du destinataire (64 caractères au plus)',
    th: 'กรุณากรอกชื่อผู้รับ (ไม่เกิน 64 ตัวอักษร)',
    lao: 'ກະລຸນາປ້ອນຊື່ຜູ້ຮັບ (ບໍ່ເກີນ 64 ຕົວອັກສອນ)',
  },
  'address.detail.invalid': {
    en: 'Please enter the detailed address (at most 256 characters)',
    'zh-CN': '请填写详细地址（最多 256 个字符）',
    fr: 'Veuillez saisir l’adresse complète (256 caractères au plus)',
    th: 'กรุณากรอกที่อยู่โดยละเอียด (ไม่เกิน 256 ตัวอักษร)',
    lao: 'ກະລຸນາປ້ອນທີ່ຢູ່ລະອຽດ (ບໍ່ເກີນ 256 ຕົວອັກສອນ)',
  },
  'address.postCode.invalid': {
    en: 'Please enter a post code of 3 to 10 letters, digits, spaces or hyphens',
    'zh-CN': '请填写邮政编码（3 到 10 位字母、数字、空格或连字符）',
    fr: 'Veuillez saisir un code postal de 3 à 10 lettres, chiffres, espaces ou tirets',
    th: 'กรุณากรอกรหัสไปรษณีย์ 3 ถึง 10 ตัว (ตัวอักษร ตัวเลข ช่องว่าง หรือขีดกลาง)',
    lao: 'ກະລຸນາປ້ອນລະຫັດໄປສະນີ 3 ຫາ 10 ຕົວ (ຕົວອັກສອນ, ຕົວເລກ, ຍະຫວ່າງ ຫຼື ຂີດກາງ)',
  },
  'address.email.invalid': {
    en: 'Please fill in the recipient’s correct email address',
    'zh-CN': '请填写正确的收货人邮箱',
    fr: 'Veuillez saisir une adresse e-mail valide pour le destinataire',
    th: 'กรุณากรอกอีเมลของผู้รับให้ถูกต้อง',
    lao: 'ກະລຸນາປ້ອນອີເມວຂອງຜູ້ຮັບໃຫ້ຖືກຕ້ອງ',
  },
  'address.phone.invalid': {
    en: 'Please enter a valid phone number (4 to 20 digits)',
    'zh-CN': '请填写正确的电话号码（4 到 20 位数字）',
    fr: 'Veuillez saisir un numéro de téléphone valide (4 à 20 chiffres)',
    th: 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง (4 ถึง 20 หลัก)',
    lao: 'ກະລຸນາປ້ອນເບີໂທລະສັບໃຫ້ຖືກຕ້ອງ (4 ຫາ 20 ຕົວເລກ)',
  },
  'address.phone.cnMobile': {
    en: 'Please enter a valid mobile number for China (11 digits starting with 1)',
    'zh-CN': '请输入正确的手机号码（以 1 开头的 11 位数字）',
    fr: 'Veuillez saisir un numéro de mobile chinois valide (11 chiffres commençant par 1)',
    th: 'กรุณากรอกหมายเลขมือถือของจีนให้ถูกต้อง (11 หลัก ขึ้นต้นด้วย 1)',
    lao: 'ກະລຸນາປ້ອນເບີມືຖືຂອງຈີນໃຫ້ຖືກຕ້ອງ (11 ຕົວເລກ ເລີ່ມດ້ວຍ 1)',
  },
  'address.countryCode.invalid': {
    en: 'Please choose a valid country dialling code',
    'zh-CN': '请选择正确的国家/地区区号',
    fr: 'Veuillez choisir un indicatif téléphonique valide',
    th: 'กรุณาเลือกรหัสโทรศัพท์ประเทศให้ถูกต้อง',
    lao: 'ກະລຸນາເລືອກລະຫັດໂທລະສັບປະເທດໃຫ້ຖືກຕ້ອງ',
  },
});
