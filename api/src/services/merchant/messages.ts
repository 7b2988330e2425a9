import { registerMessages } from '../../i18n/messages';

/** Messages of the shop street, store pages and the qualification challenge, in the five storefront languages. */
registerMessages({
  'merchant.notFound': {
    en: 'This store does not exist',
    'zh-CN': '该店铺不存在',
    fr: 'Cette boutique n’existe pas',
    th: 'ไม่มีร้านค้านี้',
    lao: 'ບໍ່ມີຮ້ານຄ້ານີ້',
  },
  'merchant.closed': {
    en: 'The store is not open',
    'zh-CN': '店铺未开启',
    fr: 'La boutique n’est pas ouverte',
    th: 'ร้านค้ายังไม่เปิด',
    lao: 'ຮ້ານຄ້າຍັງບໍ່ເປີດ',
  },
  'merchant.query.id': {
    en: 'The parameter “{field}” must be a positive whole number',
    'zh-CN': '参数“{field}”必须为正整数',
    fr: 'Le paramètre « {field} » doit être un nombre entier positif',
    th: 'พารามิเตอร์ “{field}” ต้องเป็นจำนวนเต็มบวก',
    lao: 'ພາຣາມິເຕີ “{field}” ຕ້ອງເປັນຈຳນວນເຕັມບວກ',
  },
  'merchant.query.flag': {
    en: 'The parameter “{field}” must be true or false',
    'zh-CN': '参数“{field}”必须为 true 或 false',
    fr: 'Le paramètre « {field} » doit valoir true ou false',
    th: 'พารามิเตอร์ “{field}” ต้องเป็น true หรือ false',
    lao: 'ພາຣາມິເຕີ “{field}” ຕ້ອງເປັນ true ຫຼື false',
  },
  'merchant.query.text': {
    en: 'The search text “{field}” must be at most 100 characters',
    'zh-CN': '搜索内容“{field}”最多 100 个字符',
    fr: 'Le texte recherché « {field} » ne doit pas dépasser 100 caractères',
    th: 'ข้อความค้นหา “{field}” ต้องไม่เกิน 100 ตัวอักษร',
    lao: 'ຂໍ້ຄວາມຄົ້ນຫາ “{field}” ຕ້ອງບໍ່ເກີນ 100 ຕົວອັກສອນ',
  },
  'merchant.query.price': {
    en: 'The price “{field}” must be an amount with at most two decimals',
    'zh-CN': '价格“{field}”必须是最多两位小数的金额',
    fr: 'Le prix « {field} » doit être un montant avec deux décimales au plus',
    th: 'ราคา “{field}” ต้องเป็นจำนวนเงินที่มีทศนิยมไม่เกินสองตำแหน่ง',
    lao: 'ລາຄາ “{field}” ຕ້ອງເປັນຈຳນວນເງິນທີ່ມີທົດສະນິຍົມບໍ່ເກີນສອງຕຳແໜ່ງ',
  },
  'merchant.query.order': {
    en: 'The sort “{field}” must be asc, desc or empty',
    'zh-CN': '排序“{field}”必须为 asc、desc 或留空',
    fr: 'Le tri « {field} » doit valoir asc, desc ou rester vide',
    th: 'การเรียง “{field}” ต้องเป็น asc, desc หรือเว้นว่าง',
    lao: 'ການລຽງ “{field}” ຕ້ອງເປັນ asc, desc ຫຼື ປ່ອຍວ່າງ',
  },
  'merchant.price.range': {
    en: 'The lowest price cannot be higher than the highest price',
    'zh-CN': '最低价不能高于最高价',
    fr: 'Le prix minimum ne peut pas dépasser le prix maximum',
    th: 'ราคาต่ำสุดต้องไม่สูงกว่าราคาสูงสุด',
    lao: 'ລາຄາຕ່ຳສຸດຕ້ອງບໍ່ສູງກວ່າລາຄາສູງສຸດ',
  },
  'merchant.captcha.required': {
    en: 'Please enter the verification code shown in the picture',
    'zh-CN': '请输入图片中的验证码',
    fr: 'Veuillez saisir le code de vérification affiché sur l’image',
    th: 'กรุณากรอกรหัสยืนยันที่แสดงในภาพ',
    lao: 'ກະລຸນາປ້ອນລະຫັດຢືນຢັນທີ່ສະແດງໃນຮູບ',
  },
  'merchant.captcha.format': {
    en: 'The verification code is the 4 letters or digits in the picture',
    'zh-CN': '验证码为图片中的 4 位字母或数字',
    fr: 'Le code de vérification se compose des 4 lettres ou chiffres de l’image',
    th: 'รหัสยืนยันคือตัวอักษรหรือตัวเลข 4 ตัวในภาพ',
    lao: 'ລະຫັດຢືນຢັນແມ່ນຕົວອັກສອນ ຫຼື ຕົວເລກ 4 ຕົວໃນຮູບ',
  },
  'merchant.captcha.wrong': {
    en: 'The verification code is incorrect; please enter the code of the new picture',
    'zh-CN': '验证码错误，请输入新图片中的验证码',
    fr: 'Le code de vérification est incorrect ; veuillez saisir celui de la nouvelle image',
    th: 'รหัสยืนยันไม่ถูกต้อง กรุณากรอกรหัสจากภาพใหม่',
    lao: 'ລະຫັດຢືນຢັນບໍ່ຖືກຕ້ອງ, ກະລຸນາປ້ອນລະຫັດຈາກຮູບໃໝ່',
  },
  'merchant.captcha.expired': {
    en: 'The verification code has expired or was already used; please get a new picture',
    'zh-CN': '验证码已过期或已使用，请获取新图片',
    fr: 'Le code de vérification a expiré ou a déjà été utilisé ; veuillez demander une nouvelle image',
    th: 'รหัสยืนยันหมดอายุหรือถูกใช้ไปแล้ว กรุณาขอภาพใหม่',
    lao: 'ລະຫັດຢືນຢັນໝົດອາຍຸ ຫຼື ຖືກໃຊ້ແລ້ວ, ກະລຸນາຂໍຮູບໃໝ່',
  },
});
