import { registerMessages } from '../../../i18n/messages';

/** Messages of sign-in, registration and the user centre, in the five storefront languages. */
registerMessages({
  'auth.login.success': {
    en: 'Login successful', 'zh-CN': '登录成功', fr: 'Connexion réussie', th: 'เข้าสู่ระบบสำเร็จ', lao: 'ເຂົ້າສູ່ລະບົບສຳເລັດ',
  },
  'auth.register.success': {
    en: 'Registration successful', 'zh-CN': '注册成功', fr: 'Inscription réussie', th: 'ลงทะเบียนสำเร็จ',
    lao: 'ລົງທະບຽນສຳເລັດ',
  },
  'auth.logout.success': {
    en: 'Signed out', 'zh-CN': '已退出登录', fr: 'Vous êtes déconnecté', th: 'ออกจากระบบแล้ว', lao: 'ອອກຈາກລະບົບແລ້ວ',
  },
  'auth.credentials.wrong': {
    en: 'Incorrect account or password', 'zh-CN': '账号或密码不正确', fr: 'Compte ou mot de passe incorrect',
    th: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง', lao: 'ບັນຊີ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ',
  },
  'auth.signIn.throttled': {
    en: 'Too many wrong passwords for this account; please try again in {seconds} seconds, or reset your password',
    'zh-CN': '该账号密码错误次数过多，请 {seconds} 秒后重试，或重置密码',
    fr: 'Trop de mots de passe erronés pour ce compte ; réessayez dans {seconds} secondes ou réinitialisez votre mot de passe',
    th: 'ใส่รหัสผ่านผิดหลายครั้งเกินไปสำหรับบัญชีนี้ กรุณาลองใหม่ใน {seconds} วินาที หรือรีเซ็ตรหัสผ่าน',
    lao: 'ປ້ອນລະຫັດຜ່ານຜິດຫຼາຍເທື່ອເກີນໄປສຳລັບບັນຊີນີ້, ກະລຸນາລອງໃໝ່ໃນ {seconds} ວິນາທີ ຫຼື ຕັ້ງລະຫັດຜ່ານໃໝ່',
  },
  'auth.email.invalid': {
    en: 'Please fill in the correct email address', 'zh-CN': '请填写正确的邮箱地址',
    fr: 'Veuillez saisir une adresse e-mail valide', th: 'กรุณากรอกอีเมลให้ถูกต้อง', lao: 'ກະລຸນາປ້ອນອີເມວໃຫ້ຖືກຕ້ອງ',
  },
  'auth.email.taken': {
    en: 'This email address is already registered; please sign in', 'zh-CN': '该邮箱已注册，请直接登录',
    fr: 'Cette adresse e-mail est déjà inscrite ; veuillez vous connecter', th: 'อีเมลนี้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบ',
    lao: 'ອີເມວນີ້ລົງທະບຽນແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບ',
  },
  'auth.phone.invalid': {
    en: 'Please enter a valid phone number (digits only)', 'zh-CN': '请输入正确的手机号（仅数字）',
    fr: 'Veuillez saisir un numéro de téléphone valide (chiffres uniquement)',
    th: 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง (ตัวเลขเท่านั้น)', lao: 'ກະລຸນາປ້ອນເບີໂທລະສັບໃຫ້ຖືກຕ້ອງ (ຕົວເລກເທົ່ານັ້ນ)',
  },
  'auth.phone.taken': {
    en: 'This phone number is already registered; please sign in', 'zh-CN': '该手机号已注册，请直接登录',
    fr: 'Ce numéro de téléphone est déjà inscrit ; veuillez vous connecter',
    th: 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบ', lao: 'ເບີໂທລະສັບນີ້ລົງທະບຽນແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບ',
  },
  'auth.phone.unknown': {
    en: 'This phone number is not registered yet; please register first', 'zh-CN': '该手机号尚未注册，请先注册',
    fr: 'Ce numéro de téléphone n’est pas encore inscrit ; veuillez d’abord créer un compte',
    th: 'หมายเลขโทรศัพท์นี้ยังไม่ได้ลงทะเบียน กรุณาลงทะเบียนก่อน', lao: 'ເບີໂທລະສັບນີ້ຍັງບໍ່ໄດ້ລົງທະບຽນ, ກະລຸນາລົງທະບຽນກ່ອນ',
  },
  'auth.countryCode.invalid': {
    en: 'Please choose a valid country dialling code', 'zh-CN': '请选择正确的国家/地区区号',
    fr: 'Veuillez choisir un indicatif téléphonique valide', th: 'กรุณาเลือกรหัสโทรศัพท์ประเทศให้ถูกต้อง',
    lao: 'ກະລຸນາເລືອກລະຫັດໂທລະສັບປະເທດໃຫ້ຖືກຕ້ອງ',
  },
  'auth.countryCode.required': {
    en: 'The country dialling code cannot be empty when a phone number is given', 'zh-CN': '填写手机号时，国家/地区区号不能为空',
    fr: 'L’indicatif téléphonique est obligatoire lorsqu’un numéro est saisi',
    th: 'เมื่อกรอกหมายเลขโทรศัพท์ ต้องระบุรหัสโทรศัพท์ประเทศ', lao: 'ເມື່ອປ້ອນເບີໂທລະສັບ, ຕ້ອງລະບຸລະຫັດໂທລະສັບປະເທດ',
  },
  'auth.password.required': {
    en: 'Please enter your password (at most 128 characters)', 'zh-CN': '请输入密码（最多 128 个字符）',
    fr: 'Veuillez saisir votre mot de passe (128 caractères au plus)', th: 'กรุณากรอกรหัสผ่าน (ไม่เกิน 128 ตัวอักษร)',
    lao: 'ກະລຸນາປ້ອນລະຫັດຜ່ານ (ບໍ່ເກີນ 128 ຕົວອັກສອນ)',
  },
  'auth.password.length': {
    en: 'The password must be 8 to 128 characters long (any characters, spaces included)',
    'zh-CN': '密码长度须为 8 到 128 个字符（可使用任意字符，包括空格）',
    fr: 'Le mot de passe doit comporter de 8 à 128 caractères (tous les caractères sont permis, espaces compris)',
    th: 'รหัสผ่านต้องมีความยาว 8 ถึง 128 ตัวอักษร (ใช้อักขระใดก็ได้ รวมถึงช่องว่าง)',
    lao: 'ລະຫັດຜ່ານຕ້ອງມີຄວາມຍາວ 8 ຫາ 128 ຕົວອັກສອນ (ໃຊ້ຕົວອັກສອນໃດກໍໄດ້, ລວມທັງຍະຫວ່າງ)',
  },
  'auth.password.common': {
    en: 'This password is one of the most commonly used and easy to guess; please choose another',
    'zh-CN': '该密码属于最常用的密码，容易被猜中，请换一个',
    fr: 'Ce mot de passe fait partie des plus courants et se devine facilement ; veuillez en choisir un autre',
    th: 'รหัสผ่านนี้เป็นหนึ่งในรหัสผ่านที่ใช้บ่อยที่สุดและเดาได้ง่าย กรุณาเลือกรหัสผ่านอื่น',
    lao: 'ລະຫັດຜ່ານນີ້ເປັນໜຶ່ງໃນລະຫັດຜ່ານທີ່ໃຊ້ຫຼາຍທີ່ສຸດ ແລະ ເດົາໄດ້ງ່າຍ, ກະລຸນາເລືອກລະຫັດຜ່ານອື່ນ',
  },
  'auth.password.mismatch': {
    en: 'The two passwords do not match', 'zh-CN': '两次输入的密码不一致', fr: 'Les deux mots de passe ne correspondent pas',
    th: 'รหัสผ่านทั้งสองไม่ตรงกัน', lao: 'ລະຫັດຜ່ານທັງສອງບໍ່ກົງກັນ',
  },
  'auth.password.reset': {
    en: 'Password reset successfully', 'zh-CN': '密码重置成功', fr: 'Mot de passe réinitialisé avec succès',
    th: 'รีเซ็ตรหัสผ่านสำเร็จ', lao: 'ຕັ້ງລະຫັດຜ່ານໃໝ່ສຳເລັດ',
  },
  'auth.visitor.tooMany': {
    en: 'Too many guest accounts were started from your network; please try again in {minutes} minutes, or sign in',
    'zh-CN': '您的网络创建的游客账号过多，请 {minutes} 分钟后重试，或登录账号',
    fr: 'Trop de comptes invités ont été créés depuis votre réseau ; réessayez dans {minutes} minutes ou connectez-vous',
    th: 'มีการสร้างบัญชีผู้เยี่ยมชมจากเครือข่ายของคุณมากเกินไป กรุณาลองใหม่ใน {minutes} นาที หรือเข้าสู่ระบบ',
    lao: 'ມີການສ້າງບັນຊີແຂກຈາກເຄືອຂ່າຍຂອງທ່ານຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນ {minutes} ນາທີ ຫຼື ເຂົ້າສູ່ລະບົບ',
  },
  'auth.visitor.closed': {
    en: 'Guest checkout is turned off; please sign in or register', 'zh-CN': '游客购买已关闭，请登录或注册',
    fr: 'L’achat en tant qu’invité est désactivé ; veuillez vous connecter ou créer un compte',
    th: 'ปิดการสั่งซื้อแบบผู้เยี่ยมชมแล้ว กรุณาเข้าสู่ระบบหรือลงทะเบียน',
    lao: 'ການສັ່ງຊື້ແບບແຂກຖືກປິດແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບ ຫຼື ລົງທະບຽນ',
  },
  'auth.social.notConfigured': {
    en: '{provider} sign-in is not configured', 'zh-CN': '未配置 {provider} 登录', fr: 'La connexion avec {provider} n’est pas configurée',
    th: 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย {provider}', lao: 'ຍັງບໍ່ໄດ້ຕັ້ງຄ່າການເຂົ້າສູ່ລະບົບດ້ວຍ {provider}',
  },
  'auth.social.invalid': {
    en: 'Your {provider} sign-in could not be verified; please try again',
    'zh-CN': '无法验证您的 {provider} 登录，请重试',
    fr: 'Votre connexion avec {provider} n’a pas pu être vérifiée ; veuillez réessayer',
    th: 'ไม่สามารถยืนยันการเข้าสู่ระบบด้วย {provider} ของคุณได้ กรุณาลองใหม่',
    lao: 'ບໍ່ສາມາດຢືນຢັນການເຂົ້າສູ່ລະບົບດ້ວຍ {provider} ຂອງທ່ານໄດ້, ກະລຸນາລອງໃໝ່',
  },
  'auth.social.expired': {
    en: 'Your {provider} sign-in has expired; please sign in with {provider} again',
    'zh-CN': '您的 {provider} 登录已过期，请重新使用 {provider} 登录',
    fr: 'Votre connexion avec {provider} a expiré ; veuillez vous reconnecter avec {provider}',
    th: 'การเข้าสู่ระบบด้วย {provider} ของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบด้วย {provider} อีกครั้ง',
    lao: 'ການເຂົ້າສູ່ລະບົບດ້ວຍ {provider} ຂອງທ່ານໝົດອາຍຸແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບດ້ວຍ {provider} ອີກຄັ້ງ',
  },
  'auth.social.unavailable': {
    en: '{provider} could not be reached; please try again later or sign in another way',
    'zh-CN': '无法连接 {provider}，请稍后重试或使用其他方式登录',
    fr: '{provider} est injoignable ; réessayez plus tard ou connectez-vous autrement',
    th: 'ไม่สามารถติดต่อ {provider} ได้ กรุณาลองใหม่ภายหลังหรือเข้าสู่ระบบด้วยวิธีอื่น',
    lao: 'ບໍ່ສາມາດຕິດຕໍ່ {provider} ໄດ້, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ ຫຼື ເຂົ້າສູ່ລະບົບດ້ວຍວິທີອື່ນ',
  },
  'auth.social.emailUnverified': {
    en: 'The current user cannot log in with this {provider} account: its email is not verified by {provider} and already has an account here; sign in with your password',
    'zh-CN': '当前用户无法使用此 {provider} 账号登录：该邮箱未经 {provider} 验证且已在本站注册，请使用密码登录',
    fr: 'Impossible de vous connecter avec ce compte {provider} : son adresse e-mail n’est pas vérifiée par {provider} et a déjà un compte ici ; connectez-vous avec votre mot de passe',
    th: 'ผู้ใช้ปัจจุบันไม่สามารถเข้าสู่ระบบด้วยบัญชี {provider} นี้ได้ เพราะอีเมลยังไม่ได้รับการยืนยันจาก {provider} และมีบัญชีที่นี่แล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่าน',
    lao: 'ຜູ້ໃຊ້ປັດຈຸບັນບໍ່ສາມາດເຂົ້າສູ່ລະບົບດ້ວຍບັນຊີ {provider} ນີ້ໄດ້ ເພາະອີເມວຍັງບໍ່ໄດ້ຮັບການຢືນຢັນຈາກ {provider} ແລະ ມີບັນຊີຢູ່ນີ້ແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບດ້ວຍລະຫັດຜ່ານ',
  },
  'auth.social.cannotSignIn': {
    en: 'The current user cannot log in with this {provider} account: the account with its email is linked to another {provider} account',
    'zh-CN': '当前用户无法使用此 {provider} 账号登录：该邮箱的账号已绑定另一个 {provider} 账号',
    fr: 'Impossible de vous connecter avec ce compte {provider} : le compte de cette adresse e-mail est lié à un autre compte {provider}',
    th: 'ผู้ใช้ปัจจุบันไม่สามารถเข้าสู่ระบบด้วยบัญชี {provider} นี้ได้ เพราะบัญชีของอีเมลนี้เชื่อมกับบัญชี {provider} อื่นแล้ว',
    lao: 'ຜູ້ໃຊ້ປັດຈຸບັນບໍ່ສາມາດເຂົ້າສູ່ລະບົບດ້ວຍບັນຊີ {provider} ນີ້ໄດ້ ເພາະບັນຊີຂອງອີເມວນີ້ເຊື່ອມກັບບັນຊີ {provider} ອື່ນແລ້ວ',
  },
  'user.nickname.invalid': {
    en: 'The nickname must be 1 to 20 characters and not blank', 'zh-CN': '昵称须为 1 到 20 个字符且不能为空白',
    fr: 'Le pseudo doit comporter de 1 à 20 caractères et ne pas être vide',
    th: 'ชื่อเล่นต้องมี 1 ถึง 20 ตัวอักษรและไม่เว้นว่าง', lao: 'ຊື່ຫຼິ້ນຕ້ອງມີ 1 ຫາ 20 ຕົວອັກສອນ ແລະ ບໍ່ເປັນຄ່າຫວ່າງ',
  },
  'user.avatar.invalid': {
    en: 'The avatar must be the http(s) address of a picture', 'zh-CN': '头像必须是图片的 http(s) 地址',
    fr: 'L’avatar doit être l’adresse http(s) d’une image', th: 'รูปโปรไฟล์ต้องเป็นที่อยู่ http(s) ของรูปภาพ',
    lao: 'ຮູບໂປຣໄຟລ໌ຕ້ອງເປັນທີ່ຢູ່ http(s) ຂອງຮູບພາບ',
  },
  'user.edit.success': {
    en: 'Successfully modified', 'zh-CN': '修改成功', fr: 'Modification réussie', th: 'แก้ไขสำเร็จ', lao: 'ແກ້ໄຂສຳເລັດ',
  },
  'user.avatar.foreign': {
    en: 'Please choose a picture you uploaded as your avatar', 'zh-CN': '请选择您自己上传的图片作为头像',
    fr: 'Veuillez choisir comme avatar une image que vous avez téléversée', th: 'กรุณาเลือกรูปภาพที่คุณอัปโหลดเองเป็นรูปโปรไฟล์',
    lao: 'ກະລຸນາເລືອກຮູບພາບທີ່ທ່ານອັບໂຫຼດເອງເປັນຮູບໂປຣໄຟລ໌',
  },
  'user.password.updated': {
    en: 'Password has been updated', 'zh-CN': '密码已更新', fr: 'Le mot de passe a été mis à jour', th: 'อัปเดตรหัสผ่านแล้ว',
    lao: 'ອັບເດດລະຫັດຜ່ານແລ້ວ',
  },
  'user.password.visitor': {
    en: 'A guest account has no password to change; please register an account first',
    'zh-CN': '游客账号没有可修改的密码，请先注册账号',
    fr: 'Un compte invité n’a pas de mot de passe à changer ; veuillez d’abord créer un compte',
    th: 'บัญชีผู้เยี่ยมชมไม่มีรหัสผ่านให้เปลี่ยน กรุณาลงทะเบียนบัญชีก่อน',
    lao: 'ບັນຊີແຂກບໍ່ມີລະຫັດຜ່ານໃຫ້ປ່ຽນ, ກະລຸນາລົງທະບຽນບັນຊີກ່ອນ',
  },
  'user.password.noEmail': {
    en: 'Your account has no email address to send the code to; use your phone instead',
    'zh-CN': '您的账号未绑定邮箱，无法发送验证码，请改用手机',
    fr: 'Votre compte n’a pas d’adresse e-mail où envoyer le code ; utilisez plutôt votre téléphone',
    th: 'บัญชีของคุณไม่มีอีเมลสำหรับส่งรหัส กรุณาใช้โทรศัพท์แทน',
    lao: 'ບັນຊີຂອງທ່ານບໍ່ມີອີເມວສຳລັບສົ່ງລະຫັດ, ກະລຸນາໃຊ້ໂທລະສັບແທນ',
  },
  'user.password.noPhone': {
    en: 'Your account has no phone number to send the code to; use your email instead',
    'zh-CN': '您的账号未绑定手机号，无法发送验证码，请改用邮箱',
    fr: 'Votre compte n’a pas de numéro de téléphone où envoyer le code ; utilisez plutôt votre e-mail',
    th: 'บัญชีของคุณไม่มีหมายเลขโทรศัพท์สำหรับส่งรหัส กรุณาใช้อีเมลแทน',
    lao: 'ບັນຊີຂອງທ່ານບໍ່ມີເບີໂທລະສັບສຳລັບສົ່ງລະຫັດ, ກະລຸນາໃຊ້ອີເມວແທນ',
  },
  'user.contact.emailTaken': {
    en: 'This email address is already used by another account', 'zh-CN': '该邮箱已被其他账号使用',
    fr: 'Cette adresse e-mail est déjà utilisée par un autre compte', th: 'อีเมลนี้ถูกใช้โดยบัญชีอื่นแล้ว',
    lao: 'ອີເມວນີ້ຖືກໃຊ້ໂດຍບັນຊີອື່ນແລ້ວ',
  },
  'user.contact.phoneTaken': {
    en: 'This phone number is already used by another account', 'zh-CN': '该手机号已被其他账号使用',
    fr: 'Ce numéro de téléphone est déjà utilisé par un autre compte', th: 'หมายเลขโทรศัพท์นี้ถูกใช้โดยบัญชีอื่นแล้ว',
    lao: 'ເບີໂທລະສັບນີ້ຖືກໃຊ້ໂດຍບັນຊີອື່ນແລ້ວ',
  },
  'user.contact.same': {
    en: 'This is already your account’s address', 'zh-CN': '这已经是您账号当前的联系方式',
    fr: 'C’est déjà l’adresse de votre compte', th: 'นี่คือที่อยู่ติดต่อปัจจุบันของบัญชีคุณอยู่แล้ว',
    lao: 'ນີ້ແມ່ນທີ່ຢູ່ຕິດຕໍ່ປັດຈຸບັນຂອງບັນຊີທ່ານຢູ່ແລ້ວ',
  },
  'user.contact.visitor': {
    en: 'A guest account cannot change its email or phone; please register an account first',
    'zh-CN': '游客账号不能修改邮箱或手机号，请先注册账号',
    fr: 'Un compte invité ne peut pas changer d’e-mail ni de téléphone ; veuillez d’abord créer un compte',
    th: 'บัญชีผู้เยี่ยมชมเปลี่ยนอีเมลหรือโทรศัพท์ไม่ได้ กรุณาลงทะเบียนบัญชีก่อน',
    lao: 'ບັນຊີແຂກບໍ່ສາມາດປ່ຽນອີເມວ ຫຼື ໂທລະສັບໄດ້, ກະລຸນາລົງທະບຽນບັນຊີກ່ອນ',
  },
  'user.contact.emailChanged': {
    en: 'Your email address has been changed', 'zh-CN': '邮箱已修改', fr: 'Votre adresse e-mail a été modifiée',
    th: 'เปลี่ยนอีเมลแล้ว', lao: 'ປ່ຽນອີເມວແລ້ວ',
  },
  'user.contact.phoneChanged': {
    en: 'Your phone number has been changed', 'zh-CN': '手机号已修改', fr: 'Votre numéro de téléphone a été modifié',
    th: 'เปลี่ยนหมายเลขโทรศัพท์แล้ว', lao: 'ປ່ຽນເບີໂທລະສັບແລ້ວ',
  },
  'user.contact.notice.subject': {
    en: 'The contact details of your account were changed', 'zh-CN': '您账号的联系方式已修改',
    fr: 'Les coordonnées de votre compte ont été modifiées', th: 'ข้อมูลติดต่อของบัญชีคุณถูกเปลี่ยนแล้ว',
    lao: 'ຂໍ້ມູນຕິດຕໍ່ຂອງບັນຊີທ່ານຖືກປ່ຽນແລ້ວ',
  },
  'user.contact.notice.email': {
    en: 'The email address of your account was changed from {old} to {new}. If you did not do this, reset your password at once and contact us.',
    'zh-CN': '您账号的邮箱已由 {old} 改为 {new}。如非本人操作，请立即重置密码并联系我们。',
    fr: 'L’adresse e-mail de votre compte est passée de {old} à {new}. Si ce n’était pas vous, réinitialisez tout de suite votre mot de passe et contactez-nous.',
    th: 'อีเมลของบัญชีคุณถูกเปลี่ยนจาก {old} เป็น {new} หากคุณไม่ได้ทำรายการนี้ โปรดรีเซ็ตรหัสผ่านทันทีและติดต่อเรา',
    lao: 'ອີເມວຂອງບັນຊີທ່ານຖືກປ່ຽນຈາກ {old} ເປັນ {new}. ຖ້າທ່ານບໍ່ໄດ້ເຮັດ, ກະລຸນາຕັ້ງລະຫັດຜ່ານໃໝ່ທັນທີ ແລະ ຕິດຕໍ່ພວກເຮົາ.',
  },
  'user.contact.notice.phone': {
    en: 'The phone number of your account was changed from {old} to {new}. If you did not do this, reset your password at once and contact us.',
    'zh-CN': '您账号的手机号已由 {old} 改为 {new}。如非本人操作，请立即重置密码并联系我们。',
    fr: 'Le numéro de téléphone de votre compte est passé de {old} à {new}. Si ce n’était pas vous, réinitialisez tout de suite votre mot de passe et contactez-nous.',
    th: 'หมายเลขโทรศัพท์ของบัญชีคุณถูกเปลี่ยนจาก {old} เป็น {new} หากคุณไม่ได้ทำรายการนี้ โปรดรีเซ็ตรหัสผ่านทันทีและติดต่อเรา',
    lao: 'ເບີໂທລະສັບຂອງບັນຊີທ່ານຖືກປ່ຽນຈາກ {old} ເປັນ {new}. ຖ້າທ່ານບໍ່ໄດ້ເຮັດ, ກະລຸນາຕັ້ງລະຫັດຜ່ານໃໝ່ທັນທີ ແລະ ຕິດຕໍ່ພວກເຮົາ.',
  },
  'user.contact.none': {
    en: 'none', 'zh-CN': '无', fr: 'aucun', th: 'ไม่มี', lao: 'ບໍ່ມີ',
  },
  'qr.unknown': {
    en: 'This QR code is not valid; please scan the code shown on the computer again',
    'zh-CN': '二维码无效，请重新扫描电脑上显示的二维码',
    fr: 'Ce code QR n’est pas valide ; veuillez scanner à nouveau le code affiché sur l’ordinateur',
    th: 'คิวอาร์โค้ดนี้ไม่ถูกต้อง กรุณาสแกนโค้ดที่แสดงบนคอมพิวเตอร์อีกครั้ง',
    lao: 'ລະຫັດ QR ນີ້ບໍ່ຖືກຕ້ອງ, ກະລຸນາສະແກນລະຫັດທີ່ສະແດງຢູ່ຄອມພິວເຕີອີກຄັ້ງ',
  },
  'qr.expired': {
    en: 'This QR code has expired; please refresh it on the computer and scan it again',
    'zh-CN': '二维码已过期，请在电脑上刷新后重新扫描',
    fr: 'Ce code QR a expiré ; veuillez l’actualiser sur l’ordinateur et le scanner à nouveau',
    th: 'คิวอาร์โค้ดนี้หมดอายุแล้ว กรุณารีเฟรชบนคอมพิวเตอร์แล้วสแกนอีกครั้ง',
    lao: 'ລະຫັດ QR ນີ້ໝົດອາຍຸແລ້ວ, ກະລຸນາໂຫຼດໃໝ່ຢູ່ຄອມພິວເຕີ ແລ້ວສະແກນອີກຄັ້ງ',
  },
  'qr.used': {
    en: 'This QR code has already been used; each code signs in once',
    'zh-CN': '该二维码已被使用，每个二维码只能登录一次',
    fr: 'Ce code QR a déjà été utilisé ; chaque code ne sert qu’à une connexion',
    th: 'คิวอาร์โค้ดนี้ถูกใช้แล้ว แต่ละโค้ดใช้เข้าสู่ระบบได้ครั้งเดียว',
    lao: 'ລະຫັດ QR ນີ້ຖືກໃຊ້ແລ້ວ, ແຕ່ລະລະຫັດໃຊ້ເຂົ້າສູ່ລະບົບໄດ້ເທື່ອດຽວ',
  },
  'qr.cancelled': {
    en: 'This sign-in was cancelled; please refresh the QR code on the computer',
    'zh-CN': '本次登录已取消，请在电脑上刷新二维码',
    fr: 'Cette connexion a été annulée ; veuillez actualiser le code QR sur l’ordinateur',
    th: 'การเข้าสู่ระบบนี้ถูกยกเลิกแล้ว กรุณารีเฟรชคิวอาร์โค้ดบนคอมพิวเตอร์',
    lao: 'ການເຂົ້າສູ່ລະບົບນີ້ຖືກຍົກເລີກແລ້ວ, ກະລຸນາໂຫຼດລະຫັດ QR ໃໝ່ຢູ່ຄອມພິວເຕີ',
  },
  'qr.visitor': {
    en: 'A guest account cannot sign in on another device; please sign in with your account',
    'zh-CN': '游客账号不能在其他设备上登录，请使用您的账号登录',
    fr: 'Un compte invité ne peut pas se connecter sur un autre appareil ; veuillez vous connecter avec votre compte',
    th: 'บัญชีผู้เยี่ยมชมเข้าสู่ระบบบนอุปกรณ์อื่นไม่ได้ กรุณาเข้าสู่ระบบด้วยบัญชีของคุณ',
    lao: 'ບັນຊີແຂກບໍ່ສາມາດເຂົ້າສູ່ລະບົບໃນອຸປະກອນອື່ນໄດ້, ກະລຸນາເຂົ້າສູ່ລະບົບດ້ວຍບັນຊີຂອງທ່ານ',
  },
  'qr.confirmed': {
    en: 'You are signed in on the computer', 'zh-CN': '电脑端已登录', fr: 'Vous êtes connecté sur l’ordinateur',
    th: 'เข้าสู่ระบบบนคอมพิวเตอร์แล้ว', lao: 'ເຂົ້າສູ່ລະບົບຢູ່ຄອມພິວເຕີແລ້ວ',
  },
  'qr.cancelledDone': {
    en: 'Sign-in cancelled', 'zh-CN': '已取消登录', fr: 'Connexion annulée', th: 'ยกเลิกการเข้าสู่ระบบแล้ว',
    lao: 'ຍົກເລີກການເຂົ້າສູ່ລະບົບແລ້ວ',
  },
});
