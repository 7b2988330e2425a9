import type { Four } from './translations';

/**
 * The words of the demo catalogue's one-line summaries and descriptions (data/taxonomy.ts taglines and features,
 * the units, the description's headings) as [zh-CN, fr, th, lao]; build/descriptions.ts writes a product's text in
 * each language from them.
 */
export const TAGLINES: Record<string, Four> = {
  'Made for all-day comfort': ['全天舒适', 'Pensé pour le confort toute la journée', 'สวมใส่สบายตลอดวัน', 'ໃສ່ສະບາຍຕະຫຼອດມື້'],
  'Made to be worn season after season': ['经得起一季又一季的穿着', 'Fait pour durer saison après saison', 'ใช้ได้ทุกฤดูกาล', 'ໃຊ້ໄດ້ທຸກລະດູການ'],
  'A clean, modern silhouette': ['简洁现代的版型', 'Une ligne épurée et moderne', 'ดีไซน์เรียบง่ายทันสมัย', 'ດີໄຊນ໌ລຽບງ່າຍທັນສະໄໝ'],
  'Easy to care for and built to last': [
    '易于打理，经久耐用',
    'Facile d’entretien et fait pour durer',
    'ดูแลง่ายและทนทาน',
    'ເບິ່ງແຍງງ່າຍ ແລະ ທົນທານ',
  ],
  'Built for work and play': ['工作娱乐两相宜', 'Pour le travail comme pour les loisirs', 'เหมาะทั้งทำงานและพักผ่อน', 'ເໝາະທັງເຮັດວຽກ ແລະ ພັກຜ່ອນ'],
  'Sets up in minutes': ['几分钟即可完成设置', 'Prêt en quelques minutes', 'ติดตั้งเสร็จในไม่กี่นาที', 'ຕິດຕັ້ງແລ້ວໃນບໍ່ເທົ່າໃດນາທີ'],
  'Engineered for crisp, reliable performance': [
    '性能清晰可靠',
    'Conçu pour des performances nettes et fiables',
    'ออกแบบมาให้ทำงานได้อย่างเสถียร',
    'ອອກແບບມາໃຫ້ເຮັດວຽກໄດ້ຢ່າງໝັ້ນຄົງ',
  ],
  'Designed for years of daily use': [
    '为多年日常使用而设计',
    'Conçu pour des années d’usage quotidien',
    'ออกแบบให้ใช้งานทุกวันได้หลายปี',
    'ອອກແບບໃຫ້ໃຊ້ທຸກມື້ໄດ້ຫຼາຍປີ',
  ],
  'Makes every room feel like home': [
    '让每个房间都有家的感觉',
    'Chaque pièce devient un chez-soi',
    'ทำให้ทุกห้องอบอุ่นเหมือนบ้าน',
    'ເຮັດໃຫ້ທຸກຫ້ອງອົບອຸ່ນຄືເຮືອນ',
  ],
  'Designed to last and easy to clean': [
    '经久耐用，易于清洁',
    'Fait pour durer et facile à nettoyer',
    'ทนทานและทำความสะอาดง่าย',
    'ທົນທານ ແລະ ທຳຄວາມສະອາດງ່າຍ',
  ],
  'For calm, uncluttered living': [
    '打造宁静整洁的生活',
    'Pour un intérieur calme et épuré',
    'เพื่อชีวิตที่สงบและเป็นระเบียบ',
    'ເພື່ອຊີວິດທີ່ສະຫງົບ ແລະ ເປັນລະບຽບ',
  ],
  'Made from carefully chosen materials': [
    '精选材料制作',
    'Fabriqué avec des matériaux choisis avec soin',
    'ผลิตจากวัสดุที่คัดสรรอย่างดี',
    'ຜະລິດຈາກວັດສະດຸທີ່ຄັດເລືອກຢ່າງດີ',
  ],
  'Made for your everyday ritual': [
    '为你的日常护理而生',
    'Pensé pour votre rituel quotidien',
    'สำหรับการดูแลตัวเองทุกวัน',
    'ສຳລັບການເບິ່ງແຍງຕົນເອງທຸກມື້',
  ],
  'Clean, carefully chosen ingredients': [
    '成分纯净，精心甄选',
    'Des ingrédients sains et choisis avec soin',
    'ส่วนผสมบริสุทธิ์ที่คัดสรรอย่างดี',
    'ສ່ວນປະສົມບໍລິສຸດທີ່ຄັດເລືອກຢ່າງດີ',
  ],
  'Gentle enough for daily use': ['温和，适合每日使用', 'Assez doux pour un usage quotidien', 'อ่อนโยนพอสำหรับใช้ทุกวัน', 'ອ່ອນໂຍນພໍສຳລັບໃຊ້ທຸກມື້'],
  'A little goes a long way': ['少量即可见效', 'Un peu suffit', 'ใช้เพียงเล็กน้อยก็เพียงพอ', 'ໃຊ້ພຽງເລັກນ້ອຍກໍພຽງພໍ'],
  'Built for your next personal best': [
    '助你再创个人最佳',
    'Pour votre prochain record personnel',
    'พร้อมพาคุณทำสถิติใหม่',
    'ພ້ອມພາທ່ານເຮັດສະຖິຕິໃໝ່',
  ],
  'Tested by athletes before it reaches you': [
    '送到你手中之前已经运动员测试',
    'Testé par des sportifs avant de vous parvenir',
    'ผ่านการทดสอบโดยนักกีฬาก่อนถึงมือคุณ',
    'ຜ່ານການທົດສອບໂດຍນັກກິລາກ່ອນຮອດມືທ່ານ',
  ],
  'Goes wherever you train': ['随你去任何训练场地', 'Vous suit partout où vous vous entraînez', 'ไปได้ทุกที่ที่คุณฝึกซ้อม', 'ໄປໄດ້ທຸກບ່ອນທີ່ທ່ານຝຶກຊ້ອມ'],
  'A durable build that lasts': ['结实耐用', 'Une construction robuste et durable', 'โครงสร้างแข็งแรงทนทาน', 'ໂຄງສ້າງແຂງແຮງທົນທານ'],
  'Sourced directly from growers we know': [
    '直接来自我们熟悉的种植者',
    'En direct de producteurs que nous connaissons',
    'รับตรงจากเกษตรกรที่เรารู้จัก',
    'ຮັບໂດຍກົງຈາກຊາວກະສິກອນທີ່ພວກເຮົາຮູ້ຈັກ',
  ],
  'Nothing artificial added': ['不含任何人工添加', 'Rien d’artificiel', 'ไม่เติมสารสังเคราะห์', 'ບໍ່ເຕີມສານສັງເຄາະ'],
  'Packed fresh for full flavour': [
    '新鲜包装，风味十足',
    'Emballé frais pour tout son goût',
    'บรรจุสดใหม่เพื่อรสชาติเต็มที่',
    'ບັນຈຸສົດໃໝ່ເພື່ອລົດຊາດເຕັມທີ່',
  ],
  'For every day and for treats': [
    '日常享用或犒劳自己皆宜',
    'Pour tous les jours et pour se faire plaisir',
    'สำหรับทุกวันและวันพิเศษ',
    'ສຳລັບທຸກມື້ ແລະ ມື້ພິເສດ',
  ],
  'Made for little ones to love': ['宝贝们的心头好', 'Fait pour plaire aux petits', 'ทำมาเพื่อให้เด็กๆ หลงรัก', 'ເຮັດມາເພື່ອໃຫ້ເດັກນ້ອຍຮັກ'],
  'Tested for safety and built to last': [
    '经过安全测试，坚固耐用',
    'Testé pour la sécurité et fait pour durer',
    'ผ่านการทดสอบความปลอดภัยและทนทาน',
    'ຜ່ານການທົດສອບຄວາມປອດໄພ ແລະ ທົນທານ',
  ],
  'Chosen with parents in mind': ['为父母精心挑选', 'Choisi en pensant aux parents', 'คัดสรรโดยคำนึงถึงพ่อแม่', 'ຄັດເລືອກໂດຍຄຳນຶງເຖິງພໍ່ແມ່'],
  'Loved by kids and parents alike': [
    '孩子和父母都喜爱',
    'Adoré des enfants comme des parents',
    'เด็กๆ และพ่อแม่ต่างชื่นชอบ',
    'ທັງເດັກນ້ອຍ ແລະ ພໍ່ແມ່ມັກ',
  ],
  'For readers, writers and makers': [
    '献给读者、写作者和创作者',
    'Pour les lecteurs, les auteurs et les créateurs',
    'สำหรับนักอ่าน นักเขียน และนักสร้างสรรค์',
    'ສຳລັບນັກອ່ານ ນັກຂຽນ ແລະ ນັກສ້າງສັນ',
  ],
  'Made with quality, responsibly sourced materials': [
    '采用优质、来源负责任的材料',
    'Fait de matériaux de qualité, d’origine responsable',
    'ผลิตจากวัสดุคุณภาพจากแหล่งที่รับผิดชอบ',
    'ຜະລິດຈາກວັດສະດຸຄຸນນະພາບຈາກແຫຼ່ງທີ່ຮັບຜິດຊອບ',
  ],
  'Makes a thoughtful gift': ['贴心的礼物之选', 'Une attention qui fait plaisir', 'ของขวัญที่แสดงถึงความใส่ใจ', 'ຂອງຂວັນທີ່ສະແດງເຖິງຄວາມໃສ່ໃຈ'],
  'Made for the desk, the bag and the bookshelf': [
    '书桌、背包、书架皆宜',
    'Pour le bureau, le sac et la bibliothèque',
    'เหมาะกับโต๊ะทำงาน กระเป๋า และชั้นหนังสือ',
    'ເໝາະກັບໂຕະເຮັດວຽກ ກະເປົາ ແລະ ຊັ້ນປຶ້ມ',
  ],
};

export const FEATURES: Record<string, Four> = {
  'Finished by hand and checked piece by piece': [
    '手工收尾，逐件检验',
    'Finitions à la main, contrôlé pièce par pièce',
    'เก็บงานด้วยมือและตรวจทีละชิ้น',
    'ເກັບວຽກດ້ວຍມື ແລະ ກວດທີລະຊິ້ນ',
  ],
  'Reinforced seams for everyday durability': [
    '加固缝线，经久耐用',
    'Coutures renforcées pour un usage quotidien',
    'ตะเข็บเสริมแรงเพื่อความทนทาน',
    'ຕະເຂັບເສີມແຮງເພື່ອຄວາມທົນທານ',
  ],
  'Care instructions on the label inside': [
    '护理说明见内侧标签',
    'Conseils d’entretien sur l’étiquette intérieure',
    'วิธีดูแลอยู่บนป้ายด้านใน',
    'ວິທີເບິ່ງແຍງຢູ່ປ້າຍດ້ານໃນ',
  ],
  'Responsibly sourced materials': ['材料来源负责任', 'Matériaux d’origine responsable', 'วัสดุจากแหล่งที่รับผิดชอบ', 'ວັດສະດຸຈາກແຫຼ່ງທີ່ຮັບຜິດຊອບ'],
  'Free exchange within 7 days': ['7天内免费换货', 'Échange gratuit sous 7 jours', 'เปลี่ยนสินค้าฟรีภายใน 7 วัน', 'ປ່ຽນສິນຄ້າຟຣີພາຍໃນ 7 ມື້'],
  'Designed in-house and made in small batches': [
    '自主设计，小批量生产',
    'Dessiné par nos soins et fabriqué en petites séries',
    'ออกแบบเองและผลิตทีละน้อย',
    'ອອກແບບເອງ ແລະ ຜະລິດເທື່ອລະໜ້ອຍ',
  ],
  '12-month manufacturer warranty': [
    '12个月厂家保修',
    'Garantie constructeur de 12 mois',
    'รับประกันจากผู้ผลิต 12 เดือน',
    'ຮັບປະກັນຈາກຜູ້ຜະລິດ 12 ເດືອນ',
  ],
  'Tested to international electrical safety standards': [
    '通过国际电气安全标准测试',
    'Testé selon les normes internationales de sécurité électrique',
    'ผ่านการทดสอบตามมาตรฐานความปลอดภัยทางไฟฟ้าสากล',
    'ຜ່ານການທົດສອບຕາມມາດຕະຖານຄວາມປອດໄພທາງໄຟຟ້າສາກົນ',
  ],
  'Recyclable, plastic-free packaging': [
    '可回收、无塑料包装',
    'Emballage recyclable et sans plastique',
    'บรรจุภัณฑ์รีไซเคิลได้และไร้พลาสติก',
    'ບັນຈຸພັນນຳກັບມາໃຊ້ໃໝ່ໄດ້ ແລະ ບໍ່ມີພລາສຕິກ',
  ],
  'Sturdy build from quality materials': [
    '优质材料，做工扎实',
    'Construction solide en matériaux de qualité',
    'โครงสร้างแข็งแรงจากวัสดุคุณภาพ',
    'ໂຄງສ້າງແຂງແຮງຈາກວັດສະດຸຄຸນນະພາບ',
  ],
  'Support from the shop’s own service team': [
    '店铺自有客服团队提供支持',
    'Assistance par l’équipe de la boutique',
    'ทีมบริการของร้านพร้อมดูแล',
    'ທີມບໍລິການຂອງຮ້ານພ້ອມເບິ່ງແຍງ',
  ],
  'Includes a quick-start guide': ['附快速入门指南', 'Guide de démarrage rapide inclus', 'มีคู่มือเริ่มต้นใช้งาน', 'ມີຄູ່ມືເລີ່ມຕົ້ນນຳໃຊ້'],
  'Arrives ready to use': ['到手即用', 'Prêt à l’emploi dès réception', 'พร้อมใช้งานทันทีที่ได้รับ', 'ພ້ອມໃຊ້ທັນທີທີ່ໄດ້ຮັບ'],
  'Free from harmful substances': ['不含有害物质', 'Sans substances nocives', 'ปราศจากสารอันตราย', 'ບໍ່ມີສານອັນຕະລາຍ'],
  'Easy to clean': ['易于清洁', 'Facile à nettoyer', 'ทำความสะอาดง่าย', 'ທຳຄວາມສະອາດງ່າຍ'],
  'Sustainably sourced materials': ['材料来源可持续', 'Matériaux d’origine durable', 'วัสดุจากแหล่งที่ยั่งยืน', 'ວັດສະດຸຈາກແຫຼ່ງທີ່ຍືນຍົງ'],
  'Designed to fit small apartments': ['专为小户型设计', 'Pensé pour les petits espaces', 'ออกแบบมาสำหรับห้องขนาดเล็ก', 'ອອກແບບມາສຳລັບຫ້ອງນ້ອຍ'],
  'Two-year quality guarantee': ['两年质量保证', 'Garantie qualité de deux ans', 'รับประกันคุณภาพสองปี', 'ຮັບປະກັນຄຸນນະພາບສອງປີ'],
  'Dermatologist tested': ['经皮肤科医生测试', 'Testé sous contrôle dermatologique', 'ผ่านการทดสอบโดยแพทย์ผิวหนัง', 'ຜ່ານການທົດສອບໂດຍແພດຜິວໜັງ'],
  'Vegan and cruelty-free': ['纯素配方，零动物实验', 'Vegan et non testé sur les animaux', 'วีแกนและไม่ทดลองกับสัตว์', 'ວີແກນ ແລະ ບໍ່ທົດລອງກັບສັດ'],
  'Free from parabens and sulphates': [
    '不含对羟基苯甲酸酯和硫酸盐',
    'Sans parabènes ni sulfates',
    'ปราศจากพาราเบนและซัลเฟต',
    'ບໍ່ມີພາຣາເບນ ແລະ ຊັນເຟດ',
  ],
  'Suitable for sensitive skin': ['适合敏感肌肤', 'Convient aux peaux sensibles', 'เหมาะกับผิวแพ้ง่าย', 'ເໝາະກັບຜິວແພ້ງ່າຍ'],
  'Recyclable packaging': ['包装可回收', 'Emballage recyclable', 'บรรจุภัณฑ์รีไซเคิลได้', 'ບັນຈຸພັນນຳກັບມາໃຊ້ໃໝ່ໄດ້'],
  'Store away from direct sunlight': [
    '避免阳光直射保存',
    'À conserver à l’abri de la lumière directe',
    'เก็บให้พ้นแสงแดดโดยตรง',
    'ເກັບໃຫ້ພົ້ນແສງແດດໂດຍກົງ',
  ],
  'Hard-wearing materials': ['耐磨材料', 'Matériaux résistants', 'วัสดุทนทานต่อการใช้งาน', 'ວັດສະດຸທົນທານຕໍ່ການນຳໃຊ້'],
  'Reinforced where it wears most': ['易磨损处加固', 'Renforcé aux points d’usure', 'เสริมความแข็งแรงจุดที่สึกง่าย', 'ເສີມຄວາມແຂງແຮງຈຸດທີ່ສຶກງ່າຍ'],
  'Light and easy to carry': ['轻便易携带', 'Léger et facile à transporter', 'น้ำหนักเบาพกพาง่าย', 'ນ້ຳໜັກເບົາພົກພາງ່າຍ'],
  'Backed by a one-year guarantee': ['享一年质保', 'Garanti un an', 'รับประกันหนึ่งปี', 'ຮັບປະກັນໜຶ່ງປີ'],
  'Tested to international safety standards': [
    '通过国际安全标准测试',
    'Testé selon les normes internationales de sécurité',
    'ผ่านการทดสอบตามมาตรฐานความปลอดภัยสากล',
    'ຜ່ານການທົດສອບຕາມມາດຕະຖານຄວາມປອດໄພສາກົນ',
  ],
  'Easy to wipe clean after use': ['用后易擦拭清洁', 'Se nettoie d’un coup d’éponge', 'เช็ดทำความสะอาดง่ายหลังใช้', 'ເຊັດທຳຄວາມສະອາດງ່າຍຫຼັງໃຊ້'],
  'No artificial colours or preservatives': [
    '不含人工色素和防腐剂',
    'Sans colorants ni conservateurs artificiels',
    'ไม่มีสีสังเคราะห์หรือสารกันเสีย',
    'ບໍ່ມີສີສັງເຄາະ ຫຼື ສານກັນບູດ',
  ],
  'Packed to keep it fresh': ['保鲜包装', 'Emballé pour rester frais', 'บรรจุเพื่อคงความสดใหม่', 'ບັນຈຸເພື່ອຮັກສາຄວາມສົດ'],
  'Store in a cool, dry place': [
    '请存放于阴凉干燥处',
    'À conserver dans un endroit frais et sec',
    'เก็บในที่แห้งและเย็น',
    'ເກັບໃນບ່ອນແຫ້ງ ແລະ ເຢັນ',
  ],
  'Sourced from independent farms': ['来自独立农场', 'Issu de fermes indépendantes', 'จากฟาร์มอิสระ', 'ຈາກຟາມອິດສະຫຼະ'],
  'Suitable for vegetarians': ['适合素食者', 'Convient aux végétariens', 'เหมาะสำหรับผู้ทานมังสวิรัติ', 'ເໝາະສຳລັບຜູ້ກິນເຈ'],
  'Best before date printed on the pack': [
    '保质期见包装',
    'Date de durabilité minimale sur l’emballage',
    'วันหมดอายุพิมพ์อยู่บนบรรจุภัณฑ์',
    'ວັນໝົດອາຍຸພິມຢູ່ເທິງບັນຈຸພັນ',
  ],
  'Meets European safety standards for children’s products': [
    '符合欧洲儿童用品安全标准',
    'Conforme aux normes européennes de sécurité pour enfants',
    'ได้มาตรฐานความปลอดภัยผลิตภัณฑ์เด็กของยุโรป',
    'ໄດ້ມາດຕະຖານຄວາມປອດໄພຜະລິດຕະພັນເດັກຂອງເອີຣົບ',
  ],
  'Non-toxic, child-safe materials': [
    '无毒、对儿童安全的材料',
    'Matériaux non toxiques, sans danger pour les enfants',
    'วัสดุปลอดสารพิษ ปลอดภัยสำหรับเด็ก',
    'ວັດສະດຸບໍ່ມີສານພິດ ປອດໄພສຳລັບເດັກ',
  ],
  'Designed for little hands': ['专为小手设计', 'Conçu pour les petites mains', 'ออกแบบมาสำหรับมือเล็กๆ', 'ອອກແບບມາສຳລັບມືນ້ອຍໆ'],
  'Comes in a gift-ready box': ['附精美礼盒', 'Livré dans une boîte cadeau', 'มาในกล่องพร้อมเป็นของขวัญ', 'ມາໃນກັບພ້ອມເປັນຂອງຂວັນ'],
  'Batteries included where needed': ['如需电池已随附', 'Piles incluses si nécessaire', 'มีแบตเตอรี่ให้หากจำเป็น', 'ມີແບັດເຕີຣີໃຫ້ຫາກຈຳເປັນ'],
  'FSC-certified paper and card': [
    'FSC认证纸张和卡纸',
    'Papier et carton certifiés FSC',
    'กระดาษและการ์ดที่ได้รับการรับรอง FSC',
    'ເຈ້ຍ ແລະ ບັດທີ່ໄດ້ຮັບການຢັ້ງຢືນ FSC',
  ],
  'Made to be used every day': ['适合每天使用', 'Fait pour servir tous les jours', 'ทำมาเพื่อใช้ทุกวัน', 'ເຮັດມາເພື່ອໃຊ້ທຸກມື້'],
  'Acid-free materials that will not yellow': [
    '无酸材料，不易泛黄',
    'Matériaux sans acide qui ne jaunissent pas',
    'วัสดุไร้กรด ไม่เหลืองตามกาลเวลา',
    'ວັດສະດຸບໍ່ມີກົດ ບໍ່ເຫຼືອງຕາມການເວລາ',
  ],
  'Plastic-free packaging': ['无塑料包装', 'Emballage sans plastique', 'บรรจุภัณฑ์ไร้พลาสติก', 'ບັນຈຸພັນບໍ່ມີພລາສຕິກ'],
  'Dispatched in protective packaging': [
    '采用防护包装发货',
    'Expédié dans un emballage protecteur',
    'จัดส่งในบรรจุภัณฑ์กันกระแทก',
    'ຈັດສົ່ງໃນບັນຈຸພັນກັນກະທົບ',
  ],
  'Gift-wrapping available on request': [
    '可应要求提供礼品包装',
    'Emballage cadeau sur demande',
    'มีบริการห่อของขวัญตามคำขอ',
    'ມີບໍລິການຫໍ່ຂອງຂວັນຕາມຄຳຂໍ',
  ],
};

/** The products' units (data/taxonomy.ts `unit`). */
export const UNITS: Record<string, Four> = {
  piece: ['件', 'pièce', 'ชิ้น', 'ຊິ້ນ'],
  pair: ['双', 'paire', 'คู่', 'ຄູ່'],
  set: ['套', 'lot', 'ชุด', 'ຊຸດ'],
  pack: ['包', 'paquet', 'แพ็ก', 'ແພັກ'],
  bottle: ['瓶', 'bouteille', 'ขวด', 'ແກ້ວ'],
  box: ['盒', 'boîte', 'กล่อง', 'ກັບ'],
  bag: ['袋', 'sachet', 'ถุง', 'ຖົງ'],
  jar: ['罐', 'pot', 'กระปุก', 'ກະປຸກ'],
  tube: ['支', 'tube', 'หลอด', 'ຫຼອດ'],
  book: ['本', 'livre', 'เล่ม', 'ຫົວ'],
};

/** The shops' cities (data/merchants.ts) where a language writes them otherwise: zh-CN only. */
export const CITIES_ZH: Record<string, string> = {
  Beijing: '北京',
  'Chaozhou, Guangdong': '广东潮州',
  'Chengdu, Sichuan': '四川成都',
  'Dongguan, Guangdong': '广东东莞',
  'Foshan, Guangdong': '广东佛山',
  'Guangzhou, Guangdong': '广东广州',
  'Hangzhou, Zhejiang': '浙江杭州',
  'Kunming, Yunnan': '云南昆明',
  'Nanjing, Jiangsu': '江苏南京',
  'Ningbo, Zhejiang': '浙江宁波',
  'Qingdao, Shandong': '山东青岛',
  'Quanzhou, Fujian': '福建泉州',
  Shanghai: '上海',
  'Shenzhen, Guangdong': '广东深圳',
  'Suzhou, Jiangsu': '江苏苏州',
  'Xiamen, Fujian': '福建厦门',
  'Yiwu, Zhejiang': '浙江义乌',
};

/** A description's fixed words in one language. */
export interface DescriptionWords {
  highlights: string;
  specifications: string;
  category: string;
  soldBy: string;
  shippingAndReturns: string;
  /** The shipping paragraph for a shop in `city`. */
  ships: (city: string) => string;
  /** The one-line summary from its opening and its first feature. */
  summary: (tagline: string, feature: string) => string;
  /** "Name: value" in a specification line. */
  colon: string;
  /** Between two option values in a specification line. */
  comma: string;
}

export const DESCRIPTION_WORDS: { en: DescriptionWords; other: [DescriptionWords, DescriptionWords, DescriptionWords, DescriptionWords] } =
  {
    en: {
      highlights: 'Product highlights',
      specifications: 'Specifications',
      category: 'Category',
      soldBy: 'Sold by',
      shippingAndReturns: 'Shipping & returns',
      ships: (city) => `Ships within 48 hours from ${city}. Unused items can be returned within 7 days of delivery.`,
      summary: (t, f) => `${t}. ${f}.`,
      colon: ': ',
      comma: ', ',
    },
    other: [
      {
        highlights: '产品亮点',
        specifications: '规格参数',
        category: '分类',
        soldBy: '销售单位',
        shippingAndReturns: '配送与退货',
        ships: (city) => `48小时内从${CITIES_ZH[city] ?? city}发货。未使用的商品可在签收后7天内退货。`,
        summary: (t, f) => `${t}。${f}。`,
        colon: '：',
        comma: '、',
      },
      {
        highlights: 'Points forts',
        specifications: 'Caractéristiques',
        category: 'Catégorie',
        soldBy: 'Unité de vente',
        shippingAndReturns: 'Livraison et retours',
        ships: (city) =>
          `Expédié sous 48 heures depuis ${city}. Les articles non utilisés peuvent être retournés sous 7 jours après la livraison.`,
        summary: (t, f) => `${t}. ${f}.`,
        colon: ' : ',
        comma: ', ',
      },
      {
        highlights: 'จุดเด่นของสินค้า',
        specifications: 'ข้อมูลจำเพาะ',
        category: 'หมวดหมู่',
        soldBy: 'หน่วยขาย',
        shippingAndReturns: 'การจัดส่งและการคืนสินค้า',
        ships: (city) => `จัดส่งภายใน 48 ชั่วโมงจาก ${city} สินค้าที่ยังไม่ได้ใช้คืนได้ภายใน 7 วันหลังได้รับสินค้า`,
        summary: (t, f) => `${t} ${f}`,
        colon: ': ',
        comma: ', ',
      },
      {
        highlights: 'ຈຸດເດັ່ນຂອງສິນຄ້າ',
        specifications: 'ຂໍ້ມູນສະເພາະ',
        category: 'ໝວດໝູ່',
        soldBy: 'ຫົວໜ່ວຍຂາຍ',
        shippingAndReturns: 'ການຈັດສົ່ງ ແລະ ການສົ່ງຄືນ',
        ships: (city) => `ຈັດສົ່ງພາຍໃນ 48 ຊົ່ວໂມງຈາກ ${city} ສິນຄ້າທີ່ຍັງບໍ່ໄດ້ໃຊ້ສົ່ງຄືນໄດ້ພາຍໃນ 7 ມື້ຫຼັງໄດ້ຮັບສິນຄ້າ`,
        summary: (t, f) => `${t} ${f}`,
        colon: ': ',
        comma: ', ',
      },
    ],
  };
