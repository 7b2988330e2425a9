import { registerMessages } from '../../i18n/messages';

/** Review messages (the shopper's and the operator's review routes), in the five storefront languages. */
registerMessages({
  'review.thanks': {
    en: 'Thank you for your review',
    'zh-CN': '感谢您的评价',
    fr: 'Merci pour votre avis',
    th: 'ขอบคุณสำหรับรีวิวของคุณ',
    lao: 'ຂອບໃຈສຳລັບການລີວິວຂອງທ່ານ',
  },
  'review.notReceived': {
    en: 'This item can be reviewed once you have received it',
    'zh-CN': '确认收货后才能评价该商品',
    fr: 'Vous pourrez évaluer cet article une fois que vous l’aurez reçu',
    th: 'คุณจะรีวิวสินค้านี้ได้เมื่อได้รับสินค้าแล้ว',
    lao: 'ທ່ານຈະລີວິວສິນຄ້ານີ້ໄດ້ເມື່ອໄດ້ຮັບສິນຄ້າແລ້ວ',
  },
  'review.already': {
    en: 'You have already reviewed this item',
    'zh-CN': '您已评价过该商品',
    fr: 'Vous avez déjà évalué cet article',
    th: 'คุณรีวิวสินค้านี้แล้ว',
    lao: 'ທ່ານລີວິວສິນຄ້ານີ້ແລ້ວ',
  },
  'review.star.invalid': {
    en: 'Please rate the product from 1 to 5 stars',
    'zh-CN': '请为商品评 1 到 5 星',
    fr: 'Veuillez noter le produit de 1 à 5 étoiles',
    th: 'กรุณาให้คะแนนสินค้า 1 ถึง 5 ดาว',
    lao: 'ກະລຸນາໃຫ້ຄະແນນສິນຄ້າ 1 ຫາ 5 ດາວ',
  },
  'review.serviceStar.invalid': {
    en: 'Please rate the service from 1 to 5 stars',
    'zh-CN': '请为服务评 1 到 5 星',
    fr: 'Veuillez noter le service de 1 à 5 étoiles',
    th: 'กรุณาให้คะแนนการบริการ 1 ถึง 5 ดาว',
    lao: 'ກະລຸນາໃຫ້ຄະແນນການບໍລິການ 1 ຫາ 5 ດາວ',
  },
  'review.comment.empty': {
    en: 'Please tell us about your experience',
    'zh-CN': '请填写您的使用体验',
    fr: 'Veuillez décrire votre expérience',
    th: 'กรุณาเล่าประสบการณ์ของคุณ',
    lao: 'ກະລຸນາເລົ່າປະສົບການຂອງທ່ານ',
  },
  'review.comment.tooLong': {
    en: 'Your review can be at most 512 characters',
    'zh-CN': '评价内容最多 512 个字符',
    fr: 'Votre avis ne peut pas dépasser 512 caractères',
    th: 'รีวิวยาวได้ไม่เกิน 512 ตัวอักษร',
    lao: 'ລີວິວຍາວໄດ້ບໍ່ເກີນ 512 ຕົວອັກສອນ',
  },
  'review.pictures.invalid': {
    en: 'The pictures must be a list of uploaded picture addresses',
    'zh-CN': '图片必须是已上传图片地址的列表',
    fr: 'Les photos doivent être une liste d’adresses d’images envoyées',
    th: 'รูปภาพต้องเป็นรายการที่อยู่ของรูปที่อัปโหลดแล้ว',
    lao: 'ຮູບພາບຕ້ອງເປັນລາຍການທີ່ຢູ່ຂອງຮູບທີ່ອັບໂຫຼດແລ້ວ',
  },
  'review.pictures.tooMany': {
    en: 'You can add at most 5 pictures',
    'zh-CN': '最多可上传 5 张图片',
    fr: 'Vous pouvez ajouter au plus 5 photos',
    th: 'เพิ่มรูปภาพได้ไม่เกิน 5 รูป',
    lao: 'ເພີ່ມຮູບພາບໄດ້ບໍ່ເກີນ 5 ຮູບ',
  },
  'review.reply.invalid': {
    en: 'The reply must be 1 to 512 characters',
    'zh-CN': '回复内容须为 1 到 512 个字符',
    fr: 'La réponse doit compter de 1 à 512 caractères',
    th: 'คำตอบต้องมีความยาว 1 ถึง 512 ตัวอักษร',
    lao: 'ຄຳຕອບຕ້ອງມີຄວາມຍາວ 1 ຫາ 512 ຕົວອັກສອນ',
  },
  'review.replied': {
    en: 'Reply saved',
    'zh-CN': '回复已保存',
    fr: 'Réponse enregistrée',
    th: 'บันทึกคำตอบแล้ว',
    lao: 'ບັນທຶກຄຳຕອບແລ້ວ',
  },
});
