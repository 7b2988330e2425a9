import { registerMessages } from '../../i18n/messages';

/** Messages of picture uploads, in the five storefront languages. */
registerMessages({
  'upload.done': {
    en: 'Upload successful',
    'zh-CN': '上传成功',
    fr: 'Téléversement réussi',
    th: 'อัปโหลดสำเร็จ',
    lao: 'ອັບໂຫຼດສຳເລັດ',
  },
  'upload.missing': {
    en: 'Please choose a JPG or PNG picture to upload',
    'zh-CN': '请选择要上传的 JPG 或 PNG 图片',
    fr: 'Veuillez choisir une image JPG ou PNG à téléverser',
    th: 'กรุณาเลือกรูปภาพ JPG หรือ PNG ที่จะอัปโหลด',
    lao: 'ກະລຸນາເລືອກຮູບ JPG ຫຼື PNG ທີ່ຈະອັບໂຫຼດ',
  },
  'upload.notImage': {
    en: 'This file is not a JPG or PNG picture',
    'zh-CN': '该文件不是 JPG 或 PNG 图片',
    fr: 'Ce fichier n’est pas une image JPG ou PNG',
    th: 'ไฟล์นี้ไม่ใช่รูปภาพ JPG หรือ PNG',
    lao: 'ໄຟລ໌ນີ້ບໍ່ແມ່ນຮູບ JPG ຫຼື PNG',
  },
  'upload.tooLarge': {
    en: 'The picture is too large: at most {mb} MB',
    'zh-CN': '图片过大：最大 {mb} MB',
    fr: 'L’image est trop volumineuse : {mb} Mo au maximum',
    th: 'รูปภาพใหญ่เกินไป: ไม่เกิน {mb} MB',
    lao: 'ຮູບໃຫຍ່ເກີນໄປ: ບໍ່ເກີນ {mb} MB',
  },
  'upload.undecodable': {
    en: 'This picture cannot be read; it may be damaged. Please choose another JPG or PNG picture',
    'zh-CN': '无法读取该图片，文件可能已损坏。请选择其他 JPG 或 PNG 图片',
    fr: 'Cette image est illisible, elle est peut-être endommagée. Veuillez choisir une autre image JPG ou PNG',
    th: 'ไม่สามารถอ่านรูปภาพนี้ได้ ไฟล์อาจเสียหาย กรุณาเลือกรูปภาพ JPG หรือ PNG อื่น',
    lao: 'ບໍ່ສາມາດອ່ານຮູບນີ້ໄດ້, ໄຟລ໌ອາດເສຍຫາຍ. ກະລຸນາເລືອກຮູບ JPG ຫຼື PNG ອື່ນ',
  },
  'upload.tooManyPixels': {
    en: 'The picture has too many pixels: at most {mp} megapixels',
    'zh-CN': '图片像素过多：最多 {mp} 百万像素',
    fr: 'L’image compte trop de pixels : {mp} mégapixels au maximum',
    th: 'รูปภาพมีจำนวนพิกเซลมากเกินไป: ไม่เกิน {mp} ล้านพิกเซล',
    lao: 'ຮູບມີພິກເຊລຫຼາຍເກີນໄປ: ບໍ່ເກີນ {mp} ລ້ານພິກເຊລ',
  },
  'upload.oneFile': {
    en: 'Please upload one picture at a time',
    'zh-CN': '请一次上传一张图片',
    fr: 'Veuillez téléverser une image à la fois',
    th: 'กรุณาอัปโหลดทีละหนึ่งรูป',
    lao: 'ກະລຸນາອັບໂຫຼດເທື່ອລະໜຶ່ງຮູບ',
  },
  'upload.dailyLimit': {
    en: 'You have uploaded {limit} pictures in the last 24 hours; please try again later',
    'zh-CN': '您在 24 小时内已上传 {limit} 张图片，请稍后再试',
    fr: 'Vous avez téléversé {limit} images au cours des dernières 24 heures ; veuillez réessayer plus tard',
    th: 'คุณอัปโหลดรูปภาพครบ {limit} รูปใน 24 ชั่วโมงที่ผ่านมาแล้ว กรุณาลองใหม่ภายหลัง',
    lao: 'ທ່ານໄດ້ອັບໂຫຼດຮູບຄົບ {limit} ຮູບໃນ 24 ຊົ່ວໂມງທີ່ຜ່ານມາແລ້ວ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
  },
  'upload.dailyBytes': {
    en: 'This picture would take your uploads past {mb} MB in 24 hours; please try again later',
    'zh-CN': '上传这张图片将超过 24 小时内 {mb} MB 的上限，请稍后再试',
    fr: 'Cette image dépasserait la limite de {mb} Mo téléversés en 24 heures ; veuillez réessayer plus tard',
    th: 'รูปภาพนี้จะทำให้การอัปโหลดของคุณเกิน {mb} MB ใน 24 ชั่วโมง กรุณาลองใหม่ภายหลัง',
    lao: 'ຮູບນີ້ຈະເຮັດໃຫ້ການອັບໂຫຼດຂອງທ່ານເກີນ {mb} MB ໃນ 24 ຊົ່ວໂມງ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
  },
  'upload.foreign': {
    en: 'Please use pictures uploaded through this form',
    'zh-CN': '请使用通过本表单上传的图片',
    fr: 'Veuillez utiliser des images téléversées via ce formulaire',
    th: 'กรุณาใช้รูปภาพที่อัปโหลดผ่านแบบฟอร์มนี้',
    lao: 'ກະລຸນາໃຊ້ຮູບທີ່ອັບໂຫຼດຜ່ານແບບຟອມນີ້',
  },
});
