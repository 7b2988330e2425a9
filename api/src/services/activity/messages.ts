import { registerMessages } from '../../i18n/messages';

/** Messages of the activities, in the five storefront languages. */
registerMessages({
  'activity.notFound': {
    en: 'This activity does not exist or has ended',
    'zh-CN': '该活动不存在或已结束',
    fr: 'Cette opération n’existe pas ou est terminée',
    th: 'ไม่มีกิจกรรมนี้หรือกิจกรรมสิ้นสุดแล้ว',
    lao: 'ບໍ່ມີກິດຈະກຳນີ້ ຫຼື ກິດຈະກຳສິ້ນສຸດແລ້ວ',
  },
});
