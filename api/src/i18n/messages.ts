import type { Locale } from './locale';

type Catalogue = Record<string, Record<Locale, string>>;

/**
 * Every message the API sends, in the five storefront languages. `{name}` placeholders are filled by `translate`.
 * Domain modules add their own catalogues with `registerMessages` (see auth/messages.ts).
 */
const catalogue: Catalogue = {
  ok: { en: 'Success', 'zh-CN': '操作成功', fr: 'Opération réussie', th: 'ดำเนินการสำเร็จ', lao: 'ດຳເນີນການສຳເລັດ' },
  'error.badRequest': {
    en: 'Parameter validation failed',
    'zh-CN': '参数校验失败',
    fr: 'La validation des paramètres a échoué',
    th: 'การตรวจสอบพารามิเตอร์ล้มเหลว',
    lao: 'ການກວດສອບພາຣາມິເຕີລົ້ມເຫຼວ',
  },
  'error.field': {
    en: 'The field “{field}” is invalid: {reason}',
    'zh-CN': '字段“{field}”无效：{reason}',
    fr: 'Le champ « {field} » est invalide : {reason}',
    th: 'ช่อง “{field}” ไม่ถูกต้อง: {reason}',
    lao: 'ຊ່ອງ “{field}” ບໍ່ຖືກຕ້ອງ: {reason}',
  },
  'error.numberRange': {
    en: 'it must be a finite number no larger than 9007199254740991',
    'zh-CN': '必须是不超过 9007199254740991 的有限数字',
    fr: 'ce doit être un nombre fini d’au plus 9007199254740991',
    th: 'ต้องเป็นตัวเลขจำกัดที่ไม่เกิน 9007199254740991',
    lao: 'ຕ້ອງເປັນຕົວເລກຈຳກັດທີ່ບໍ່ເກີນ 9007199254740991',
  },
  'error.required': {
    en: 'The field “{field}” is required',
    'zh-CN': '字段“{field}”为必填项',
    fr: 'Le champ « {field} » est obligatoire',
    th: 'ต้องกรอกช่อง “{field}”',
    lao: 'ຕ້ອງປ້ອນຊ່ອງ “{field}”',
  },
  'error.form': {
    en: 'The form data of the request is malformed',
    'zh-CN': '请求的表单数据格式错误',
    fr: 'Les données de formulaire de la requête sont mal formées',
    th: 'ข้อมูลฟอร์มของคำขอมีรูปแบบไม่ถูกต้อง',
    lao: 'ຂໍ້ມູນຟອມຂອງຄຳຂໍມີຮູບແບບບໍ່ຖືກຕ້ອງ',
  },
  'error.character': {
    en: 'The field “{field}” contains a character that is not allowed',
    'zh-CN': '字段“{field}”包含不允许的字符',
    fr: 'Le champ « {field} » contient un caractère non autorisé',
    th: 'ช่อง “{field}” มีอักขระที่ไม่อนุญาต',
    lao: 'ຊ່ອງ “{field}” ມີຕົວອັກສອນທີ່ບໍ່ອະນຸຍາດ',
  },
  'error.tooLong': {
    en: 'A value in the request address is too long',
    'zh-CN': '请求地址中的值过长',
    fr: 'Une valeur de l’adresse de la requête est trop longue',
    th: 'ค่าในที่อยู่ของคำขอยาวเกินไป',
    lao: 'ຄ່າໃນທີ່ຢູ່ຂອງຄຳຂໍຍາວເກີນໄປ',
  },
  'error.body': {
    en: 'The request body is not valid JSON',
    'zh-CN': '请求体不是有效的 JSON',
    fr: 'Le corps de la requête n’est pas un JSON valide',
    th: 'เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง',
    lao: 'ເນື້ອໃນຄຳຂໍບໍ່ແມ່ນ JSON ທີ່ຖືກຕ້ອງ',
  },
  'error.unauthorized': {
    en: 'Please log in',
    'zh-CN': '请先登录',
    fr: 'Veuillez vous connecter',
    th: 'กรุณาเข้าสู่ระบบ',
    lao: 'ກະລຸນາເຂົ້າສູ່ລະບົບ',
  },
  'error.forbidden': {
    en: 'No permission',
    'zh-CN': '没有相关权限',
    fr: 'Permission refusée',
    th: 'ไม่มีสิทธิ์',
    lao: 'ບໍ່ມີສິດ',
  },
  'error.notFound': {
    en: 'No data found',
    'zh-CN': '没有找到相关数据',
    fr: 'Aucune donnée trouvée',
    th: 'ไม่พบข้อมูล',
    lao: 'ບໍ່ພົບຂໍ້ມູນ',
  },
  'error.route': {
    en: 'No such API path: {path}',
    'zh-CN': '接口不存在：{path}',
    fr: 'Chemin d’API inconnu : {path}',
    th: 'ไม่มีเส้นทาง API นี้: {path}',
    lao: 'ບໍ່ມີເສັ້ນທາງ API ນີ້: {path}',
  },
  'error.system': {
    en: 'System exception, please try again later',
    'zh-CN': '系统异常，请稍后重试',
    fr: 'Erreur système, veuillez réessayer plus tard',
    th: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง',
    lao: 'ລະບົບຂັດຂ້ອງ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
  },
  'error.unavailable': {
    en: 'The service is temporarily unavailable, please try again in a moment',
    'zh-CN': '服务暂时不可用，请稍后重试',
    fr: 'Le service est momentanément indisponible, veuillez réessayer dans un instant',
    th: 'บริการไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    lao: 'ບໍລິການບໍ່ພ້ອມໃຊ້ງານຊົ່ວຄາວ, ກະລຸນາລອງໃໝ່ໃນອີກບໍ່ດົນ',
  },
  'error.rateLimited': {
    en: 'Too many requests, please try again in {seconds} seconds',
    'zh-CN': '请求过于频繁，请 {seconds} 秒后重试',
    fr: 'Trop de requêtes, réessayez dans {seconds} secondes',
    th: 'มีคำขอมากเกินไป กรุณาลองใหม่ใน {seconds} วินาที',
    lao: 'ມີຄຳຂໍຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນ {seconds} ວິນາທີ',
  },
};

export function registerMessages(more: Catalogue): void {
  for (const [key, value] of Object.entries(more)) {
    if (catalogue[key]) throw new Error(`duplicate API message key ${key}`);
    catalogue[key] = value;
  }
}

export function hasMessage(key: string): boolean {
  return key in catalogue;
}

export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const entry = catalogue[key];
  const text = entry ? (entry[locale] ?? entry.en) : key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
