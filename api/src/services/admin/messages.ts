import { registerMessages } from '../../i18n/messages';

/** Messages of the operator surface (/api/admin/operator/**), in the five storefront languages. */
registerMessages({
  'admin.unconfigured': {
    en: 'Operator access is not configured',
    'zh-CN': '未配置运营人员访问权限',
    fr: 'L’accès opérateur n’est pas configuré',
    th: 'ยังไม่ได้กำหนดค่าการเข้าถึงของผู้ดูแลระบบ',
    lao: 'ຍັງບໍ່ໄດ້ຕັ້ງຄ່າການເຂົ້າເຖິງຂອງຜູ້ດູແລລະບົບ',
  },
  'admin.token.invalid': {
    en: 'The operator token is missing or wrong (header x-operator-token)',
    'zh-CN': '运营令牌缺失或错误（请求头 x-operator-token）',
    fr: 'Le jeton opérateur est absent ou erroné (en-tête x-operator-token)',
    th: 'ไม่มีโทเค็นผู้ดูแลระบบหรือโทเค็นไม่ถูกต้อง (ส่วนหัว x-operator-token)',
    lao: 'ບໍ່ມີໂທເຄັນຜູ້ດູແລລະບົບ ຫຼື ໂທເຄັນບໍ່ຖືກຕ້ອງ (ສ່ວນຫົວ x-operator-token)',
  },
});
