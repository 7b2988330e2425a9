import { registerMessages } from '../../../i18n/messages';

/** Messages of merchant applications (shopper side and operator review), in the five storefront languages. */
registerMessages({
  'settlement.applied': {
    en: 'Application submitted. We will review it within 15 working days',
    'zh-CN': '申请已提交，我们将在 15 个工作日内完成审核',
    fr: 'Demande envoyée. Nous l’examinerons sous 15 jours ouvrés',
    th: 'ส่งใบสมัครแล้ว เราจะพิจารณาภายใน 15 วันทำการ',
    lao: 'ສົ່ງໃບສະໝັກແລ້ວ. ພວກເຮົາຈະພິຈາລະນາພາຍໃນ 15 ວັນເຮັດວຽກ',
  },
  'settlement.reapplied': {
    en: 'Application resubmitted. We will review it within 15 working days',
    'zh-CN': '申请已重新提交，我们将在 15 个工作日内完成审核',
    fr: 'Demande renvoyée. Nous l’examinerons sous 15 jours ouvrés',
    th: 'ส่งใบสมัครอีกครั้งแล้ว เราจะพิจารณาภายใน 15 วันทำการ',
    lao: 'ສົ່ງໃບສະໝັກຄືນໃໝ່ແລ້ວ. ພວກເຮົາຈະພິຈາລະນາພາຍໃນ 15 ວັນເຮັດວຽກ',
  },
  'settlement.name.invalid': {
    en: 'Please enter the shop name (up to 50 characters)', 'zh-CN': '请填写店铺名称（不超过 50 个字符）',
    fr: 'Veuillez saisir le nom de la boutique (50 caractères au plus)', th: 'กรุณากรอกชื่อร้านค้า (ไม่เกิน 50 ตัวอักษร)',
    lao: 'ກະລຸນາປ້ອນຊື່ຮ້ານຄ້າ (ບໍ່ເກີນ 50 ຕົວອັກສອນ)',
  },
  'settlement.realName.invalid': {
    en: 'Please enter your real name (up to 50 characters)', 'zh-CN': '请填写真实姓名（不超过 50 个字符）',
    fr: 'Veuillez saisir votre nom réel (50 caractères au plus)', th: 'กรุณากรอกชื่อจริง (ไม่เกิน 50 ตัวอักษร)',
    lao: 'ກະລຸນາປ້ອນຊື່ແທ້ (ບໍ່ເກີນ 50 ຕົວອັກສອນ)',
  },
  'settlement.address.invalid': {
    en: 'Please enter the business address (up to 255 characters)', 'zh-CN': '请填写经营地址（不超过 255 个字符）',
    fr: 'Veuillez saisir l’adresse de l’entreprise (255 caractères au plus)',
    th: 'กรุณากรอกที่อยู่ของกิจการ (ไม่เกิน 255 ตัวอักษร)', lao: 'ກະລຸນາປ້ອນທີ່ຢູ່ຂອງທຸລະກິດ (ບໍ່ເກີນ 255 ຕົວອັກສອນ)',
  },
  'settlement.keywords.invalid': {
    en: 'Keywords may have up to 255 characters', 'zh-CN': '关键字不能超过 255 个字符',
    fr: 'Les mots-clés ne peuvent dépasser 255 caractères', th: 'คำค้นหาต้องไม่เกิน 255 ตัวอักษร',
    lao: 'ຄຳຄົ້ນຫາຕ້ອງບໍ່ເກີນ 255 ຕົວອັກສອນ',
  },
  'settlement.pictures.invalid': {
    en: 'Please upload 1 to 10 qualification pictures', 'zh-CN': '请上传 1 到 10 张资质图片',
    fr: 'Veuillez téléverser de 1 à 10 images de qualification', th: 'กรุณาอัปโหลดรูปภาพคุณสมบัติ 1 ถึง 10 รูป',
    lao: 'ກະລຸນາອັບໂຫຼດຮູບຄຸນສົມບັດ 1 ຫາ 10 ຮູບ',
  },
  'settlement.isAgree.required': {
    en: 'Please read and agree to the merchant settlement agreement', 'zh-CN': '请阅读并同意商户入驻协议',
    fr: 'Veuillez lire et accepter le contrat d’ouverture de boutique', th: 'กรุณาอ่านและยอมรับข้อตกลงการเข้าร่วมเป็นร้านค้า',
    lao: 'ກະລຸນາອ່ານ ແລະ ຍອມຮັບຂໍ້ຕົກລົງການເຂົ້າຮ່ວມເປັນຮ້ານຄ້າ',
  },
  'settlement.category.unknown': {
    en: 'Please choose a merchant category from the list', 'zh-CN': '请从列表中选择商户分类',
    fr: 'Veuillez choisir une catégorie de marchand dans la liste', th: 'กรุณาเลือกหมวดหมู่ร้านค้าจากรายการ',
    lao: 'ກະລຸນາເລືອກໝວດໝູ່ຮ້ານຄ້າຈາກລາຍການ',
  },
  'settlement.type.unknown': {
    en: 'Please choose a merchant type from the list', 'zh-CN': '请从列表中选择商户类型',
    fr: 'Veuillez choisir un type de marchand dans la liste', th: 'กรุณาเลือกประเภทร้านค้าจากรายการ',
    lao: 'ກະລຸນາເລືອກປະເພດຮ້ານຄ້າຈາກລາຍການ',
  },
  'settlement.name.taken': {
    en: 'This shop name is already taken', 'zh-CN': '该店铺名称已被使用', fr: 'Ce nom de boutique est déjà pris',
    th: 'ชื่อร้านค้านี้ถูกใช้แล้ว', lao: 'ຊື່ຮ້ານຄ້ານີ້ຖືກໃຊ້ແລ້ວ',
  },
  'settlement.email.taken': {
    en: 'This email already belongs to a merchant or to an application under review',
    'zh-CN': '该邮箱已被商户或审核中的申请使用',
    fr: 'Cet e-mail appartient déjà à un marchand ou à une demande en cours d’examen',
    th: 'อีเมลนี้ถูกใช้โดยร้านค้าหรือใบสมัครที่อยู่ระหว่างพิจารณาแล้ว',
    lao: 'ອີເມວນີ້ຖືກໃຊ້ໂດຍຮ້ານຄ້າ ຫຼື ໃບສະໝັກທີ່ກຳລັງພິຈາລະນາແລ້ວ',
  },
  'settlement.pending': {
    en: 'You already have an application under review; please wait for the result',
    'zh-CN': '您已有一份审核中的申请，请耐心等待结果',
    fr: 'Vous avez déjà une demande en cours d’examen ; veuillez attendre la réponse',
    th: 'คุณมีใบสมัครที่อยู่ระหว่างพิจารณาแล้ว กรุณารอผลการพิจารณา',
    lao: 'ທ່ານມີໃບສະໝັກທີ່ກຳລັງພິຈາລະນາຢູ່ແລ້ວ, ກະລຸນາລໍຖ້າຜົນ',
  },
  'settlement.notRejected': {
    en: 'Only an application that failed review can be edited and resubmitted',
    'zh-CN': '只有审核未通过的申请才能修改并重新提交',
    fr: 'Seule une demande refusée peut être modifiée et renvoyée',
    th: 'แก้ไขและส่งใหม่ได้เฉพาะใบสมัครที่ไม่ผ่านการพิจารณาเท่านั้น',
    lao: 'ແກ້ໄຂ ແລະ ສົ່ງຄືນໃໝ່ໄດ້ສະເພາະໃບສະໝັກທີ່ບໍ່ຜ່ານການພິຈາລະນາເທົ່ານັ້ນ',
  },
  'settlement.notFound': {
    en: 'Application not found', 'zh-CN': '未找到该申请', fr: 'Demande introuvable', th: 'ไม่พบใบสมัคร',
    lao: 'ບໍ່ພົບໃບສະໝັກ',
  },
  'settlement.notPending': {
    en: 'Only an application under review can be approved or rejected', 'zh-CN': '只有审核中的申请才能通过或驳回',
    fr: 'Seule une demande en cours d’examen peut être acceptée ou refusée',
    th: 'อนุมัติหรือปฏิเสธได้เฉพาะใบสมัครที่อยู่ระหว่างพิจารณาเท่านั้น',
    lao: 'ອະນຸມັດ ຫຼື ປະຕິເສດໄດ້ສະເພາະໃບສະໝັກທີ່ກຳລັງພິຈາລະນາເທົ່ານັ້ນ',
  },
  'settlement.reason.invalid': {
    en: 'Please give the reason for the rejection (1 to 255 characters)', 'zh-CN': '请填写驳回原因（1 到 255 个字符）',
    fr: 'Veuillez indiquer le motif du refus (1 à 255 caractères)', th: 'กรุณาระบุเหตุผลที่ปฏิเสธ (1 ถึง 255 ตัวอักษร)',
    lao: 'ກະລຸນາລະບຸເຫດຜົນທີ່ປະຕິເສດ (1 ຫາ 255 ຕົວອັກສອນ)',
  },
  'settlement.approved': {
    en: 'Application approved: the shop is open', 'zh-CN': '申请已通过，店铺已开通', fr: 'Demande acceptée : la boutique est ouverte',
    th: 'อนุมัติใบสมัครแล้ว: ร้านค้าเปิดแล้ว', lao: 'ອະນຸມັດໃບສະໝັກແລ້ວ: ຮ້ານຄ້າເປີດແລ້ວ',
  },
  'settlement.rejected': {
    en: 'Application rejected', 'zh-CN': '申请已驳回', fr: 'Demande refusée', th: 'ปฏิเสธใบสมัครแล้ว', lao: 'ປະຕິເສດໃບສະໝັກແລ້ວ',
  },
});
