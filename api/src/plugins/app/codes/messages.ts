import { registerMessages } from '../../../i18n/messages';

/** Messages of one-time codes (sending, checking) and the texts that carry them, in the five storefront languages. */
registerMessages({
  'codes.sent': {
    en: 'Sent successfully', 'zh-CN': '发送成功', fr: 'Envoyé avec succès', th: 'ส่งสำเร็จ', lao: 'ສົ່ງສຳເລັດ',
  },
  'codes.captcha.format': {
    en: 'The verification code must be 6 digits', 'zh-CN': '验证码必须为 6 位数字',
    fr: 'Le code de vérification doit comporter 6 chiffres', th: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก',
    lao: 'ລະຫັດຢືນຢັນຕ້ອງເປັນຕົວເລກ 6 ຫຼັກ',
  },
  'codes.budget.sms': {
    en: 'This phone number has had its {limit} codes for today; please try again in {hours} hours',
    'zh-CN': '该手机号今日已收到 {limit} 条验证码，请 {hours} 小时后再试',
    fr: 'Ce numéro de téléphone a déjà reçu ses {limit} codes du jour ; veuillez réessayer dans {hours} heures',
    th: 'หมายเลขโทรศัพท์นี้ได้รับรหัสครบ {limit} ครั้งสำหรับวันนี้แล้ว กรุณาลองใหม่ใน {hours} ชั่วโมง',
    lao: 'ເບີໂທລະສັບນີ້ໄດ້ຮັບລະຫັດຄົບ {limit} ເທື່ອສຳລັບມື້ນີ້ແລ້ວ, ກະລຸນາລອງໃໝ່ໃນ {hours} ຊົ່ວໂມງ',
  },
  'codes.budget.email': {
    en: 'This email address has had its {limit} codes for today; please try again in {hours} hours',
    'zh-CN': '该邮箱今日已收到 {limit} 封验证码邮件，请 {hours} 小时后再试',
    fr: 'Cette adresse e-mail a déjà reçu ses {limit} codes du jour ; veuillez réessayer dans {hours} heures',
    th: 'อีเมลนี้ได้รับรหัสครบ {limit} ครั้งสำหรับวันนี้แล้ว กรุณาลองใหม่ใน {hours} ชั่วโมง',
    lao: 'ອີເມວນີ້ໄດ້ຮັບລະຫັດຄົບ {limit} ເທື່ອສຳລັບມື້ນີ້ແລ້ວ, ກະລຸນາລອງໃໝ່ໃນ {hours} ຊົ່ວໂມງ',
  },
  'codes.tooSoon': {
    en: 'A code was just sent; please wait {seconds} seconds before asking for another',
    'zh-CN': '验证码刚刚已发送，请 {seconds} 秒后再试',
    fr: 'Un code vient d’être envoyé ; veuillez patienter {seconds} secondes avant d’en demander un autre',
    th: 'เพิ่งส่งรหัสไปแล้ว กรุณารอ {seconds} วินาทีก่อนขอรหัสใหม่',
    lao: 'ຫາກໍ່ສົ່ງລະຫັດໄປແລ້ວ, ກະລຸນາລໍຖ້າ {seconds} ວິນາທີກ່ອນຂໍລະຫັດໃໝ່',
  },
  'codes.missing': {
    en: 'Please request a verification code first', 'zh-CN': '请先获取验证码',
    fr: 'Veuillez d’abord demander un code de vérification', th: 'กรุณาขอรหัสยืนยันก่อน', lao: 'ກະລຸນາຂໍລະຫັດຢືນຢັນກ່ອນ',
  },
  'codes.used': {
    en: 'This verification code has already been used; please request a new one', 'zh-CN': '该验证码已使用，请重新获取',
    fr: 'Ce code de vérification a déjà été utilisé ; veuillez en demander un nouveau',
    th: 'รหัสยืนยันนี้ถูกใช้แล้ว กรุณาขอรหัสใหม่', lao: 'ລະຫັດຢືນຢັນນີ້ຖືກໃຊ້ແລ້ວ, ກະລຸນາຂໍລະຫັດໃໝ່',
  },
  'codes.expired': {
    en: 'The verification code has expired; please request a new one', 'zh-CN': '验证码已过期，请重新获取',
    fr: 'Le code de vérification a expiré ; veuillez en demander un nouveau',
    th: 'รหัสยืนยันหมดอายุแล้ว กรุณาขอรหัสใหม่', lao: 'ລະຫັດຢືນຢັນໝົດອາຍຸແລ້ວ, ກະລຸນາຂໍລະຫັດໃໝ່',
  },
  'codes.wrong': {
    en: 'The verification code is incorrect ({left} attempts left)', 'zh-CN': '验证码不正确（还可尝试 {left} 次）',
    fr: 'Le code de vérification est incorrect (encore {left} essais)', th: 'รหัสยืนยันไม่ถูกต้อง (เหลือ {left} ครั้ง)',
    lao: 'ລະຫັດຢືນຢັນບໍ່ຖືກຕ້ອງ (ເຫຼືອ {left} ຄັ້ງ)',
  },
  'codes.burnt': {
    en: 'Too many incorrect attempts; please request a new verification code', 'zh-CN': '验证码错误次数过多，请重新获取',
    fr: 'Trop de tentatives incorrectes ; veuillez demander un nouveau code de vérification',
    th: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสยืนยันใหม่', lao: 'ປ້ອນລະຫັດຜິດຫຼາຍຄັ້ງເກີນໄປ, ກະລຸນາຂໍລະຫັດຢືນຢັນໃໝ່',
  },
  'codes.target.invalid': {
    en: 'Give an email address or a phone number written as +<dial code><number>',
    'zh-CN': '请提供邮箱地址，或以 +<区号><号码> 格式填写的手机号',
    fr: 'Indiquez une adresse e-mail ou un numéro au format +<indicatif><numéro>',
    th: 'กรุณาระบุอีเมล หรือหมายเลขโทรศัพท์ในรูปแบบ +<รหัสประเทศ><หมายเลข>',
    lao: 'ກະລຸນາລະບຸອີເມວ ຫຼື ເບີໂທລະສັບໃນຮູບແບບ +<ລະຫັດປະເທດ><ເບີ>',
  },
  'codes.mail.register.subject': {
    en: 'Your registration code', 'zh-CN': '您的注册验证码', fr: 'Votre code d’inscription', th: 'รหัสสำหรับลงทะเบียนของคุณ',
    lao: 'ລະຫັດລົງທະບຽນຂອງທ່ານ',
  },
  'codes.mail.reset.subject': {
    en: 'Your password reset code', 'zh-CN': '您的重置密码验证码', fr: 'Votre code de réinitialisation du mot de passe',
    th: 'รหัสสำหรับรีเซ็ตรหัสผ่านของคุณ', lao: 'ລະຫັດສຳລັບຕັ້ງລະຫັດຜ່ານໃໝ່ຂອງທ່ານ',
  },
  'codes.mail.password.subject': {
    en: 'Your code to change your password', 'zh-CN': '您的修改密码验证码', fr: 'Votre code pour changer de mot de passe',
    th: 'รหัสสำหรับเปลี่ยนรหัสผ่านของคุณ', lao: 'ລະຫັດສຳລັບປ່ຽນລະຫັດຜ່ານຂອງທ່ານ',
  },
  'codes.mail.change.subject': {
    en: 'Your code to confirm your new email address', 'zh-CN': '您的新邮箱确认验证码',
    fr: 'Votre code pour confirmer votre nouvelle adresse e-mail', th: 'รหัสสำหรับยืนยันอีเมลใหม่ของคุณ',
    lao: 'ລະຫັດສຳລັບຢືນຢັນອີເມວໃໝ່ຂອງທ່ານ',
  },
  'codes.mail.settle.subject': {
    en: 'Your merchant application code', 'zh-CN': '您的商户入驻验证码', fr: 'Votre code de demande d’ouverture de boutique',
    th: 'รหัสสำหรับการสมัครเป็นร้านค้าของคุณ', lao: 'ລະຫັດສຳລັບການສະໝັກເປັນຮ້ານຄ້າຂອງທ່ານ',
  },
  'codes.mail.body': {
    en: 'Your verification code is {code}. It expires in {minutes} minutes and works once. If you did not ask for it, ignore this message.',
    'zh-CN': '您的验证码是 {code}，{minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件。',
    fr: 'Votre code de vérification est {code}. Il expire dans {minutes} minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message.',
    th: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ {minutes} นาทีและใช้ได้ครั้งเดียว หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่อข้อความนี้',
    lao: 'ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code}. ໃຊ້ໄດ້ {minutes} ນາທີ ແລະ ໃຊ້ໄດ້ຄັ້ງດຽວ. ຖ້າທ່ານບໍ່ໄດ້ຂໍລະຫັດນີ້, ກະລຸນາບໍ່ສົນໃຈຂໍ້ຄວາມນີ້.',
  },
  'codes.sms.subject': {
    en: 'Verification code', 'zh-CN': '验证码', fr: 'Code de vérification', th: 'รหัสยืนยัน', lao: 'ລະຫັດຢືນຢັນ',
  },
  'codes.sms.body': {
    en: 'Your verification code is {code}, valid for {minutes} minutes. Do not share it.',
    'zh-CN': '您的验证码为 {code}，{minutes} 分钟内有效，请勿泄露。',
    fr: 'Votre code de vérification est {code}, valable {minutes} minutes. Ne le partagez pas.',
    th: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ {minutes} นาที ห้ามเปิดเผยให้ผู้อื่น',
    lao: 'ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code}, ໃຊ້ໄດ້ {minutes} ນາທີ. ຢ່າເປີດເຜີຍໃຫ້ຜູ້ອື່ນ.',
  },
});
