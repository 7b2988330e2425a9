/**
 * The demo mall's own words in the other storefront languages, each as [zh-CN, fr, th, lao] beside its English
 * (build/translations.ts writes them into the `_i18n` columns, migration 021). Category names are in
 * translations-categories.ts.
 */
export type Four = [string, string, string, string];

/**
 * Product nouns translated so far: the products named after them get names in every language (the rest keep their
 * English name, which every language falls back to). They are the nouns behind the hot keywords and the banners, so
 * a hot keyword clicked in any language finds its products by their translated names.
 */
export const NOUNS: Record<string, Four> = {
  'Crew-Neck T-Shirt': ['圆领T恤', 'T-shirt col rond', 'เสื้อยืดคอกลม', 'ເສື້ອຢືດຄໍມົນ'],
  'V-Neck T-Shirt': ['V领T恤', 'T-shirt col V', 'เสื้อยืดคอวี', 'ເສື້ອຢືດຄໍວີ'],
  'Pocket T-Shirt': ['口袋T恤', 'T-shirt à poche', 'เสื้อยืดมีกระเป๋า', 'ເສື້ອຢືດມີຖົງ'],
  'Graphic T-Shirt': ['印花T恤', 'T-shirt imprimé', 'เสื้อยืดลายกราฟิก', 'ເສື້ອຢືດລາຍພິມ'],
  'Canvas Sneakers': ['帆布运动鞋', 'Baskets en toile', 'รองเท้าผ้าใบแคนวาส', 'ເກີບຜ້າໃບແຄນວາສ'],
  'Leather Sneakers': ['皮革运动鞋', 'Baskets en cuir', 'รองเท้าผ้าใบหนัง', 'ເກີບຜ້າໃບໜັງ'],
  'High-Top Sneakers': ['高帮运动鞋', 'Baskets montantes', 'รองเท้าผ้าใบหุ้มข้อ', 'ເກີບຜ້າໃບຫຸ້ມຂໍ້'],
  'Knit Sneakers': ['针织运动鞋', 'Baskets en maille', 'รองเท้าผ้าใบถัก', 'ເກີບຜ້າໃບຖັກ'],
  'Laptop Backpack': ['电脑双肩包', 'Sac à dos pour ordinateur', 'กระเป๋าเป้ใส่แล็ปท็อป', 'ກະເປົາເປ້ໃສ່ແລັບທັອບ'],
  'Rolltop Backpack': ['卷口双肩包', 'Sac à dos à rabat roulé', 'กระเป๋าเป้ฝาม้วน', 'ກະເປົາເປ້ຝາມ້ວນ'],
  'Canvas Backpack': ['帆布双肩包', 'Sac à dos en toile', 'กระเป๋าเป้ผ้าแคนวาส', 'ກະເປົາເປ້ຜ້າແຄນວາສ'],
  'Over-Ear Headphones': ['头戴式耳机', 'Casque circum-auriculaire', 'หูฟังครอบหู', 'ຫູຟັງຄອບຫູ'],
  'On-Ear Headphones': ['贴耳式耳机', 'Casque supra-auriculaire', 'หูฟังแนบหู', 'ຫູຟັງແນບຫູ'],
  'Noise-Cancelling Headphones': ['降噪耳机', 'Casque à réduction de bruit', 'หูฟังตัดเสียงรบกวน', 'ຫູຟັງຕັດສຽງລົບກວນ'],
  'Smart Watch': ['智能手表', 'Montre connectée', 'สมาร์ทวอทช์', 'ໂມງອັດສະລິຍະ'],
  'Fitness Tracker': ['运动手环', 'Bracelet d’activité', 'สายรัดข้อมือฟิตเนส', 'ສາຍຮັດຂໍ້ມືອອກກຳລັງກາຍ'],
  'Kids Smart Watch': ['儿童智能手表', 'Montre connectée enfant', 'สมาร์ทวอทช์เด็ก', 'ໂມງອັດສະລິຍະເດັກ'],
  Lipstick: ['口红', 'Rouge à lèvres', 'ลิปสติก', 'ລິບສະຕິກ'],
  'Lip Gloss': ['唇彩', 'Brillant à lèvres', 'ลิปกลอส', 'ລິບກລອສ'],
  'Lip Tint': ['唇釉', 'Encre à lèvres', 'ลิปทินต์', 'ລິບທິນ'],
  'Lip Liner': ['唇线笔', 'Crayon à lèvres', 'ดินสอเขียนขอบปาก', 'ສໍຂຽນຂອບປາກ'],
  'Yoga Mat': ['瑜伽垫', 'Tapis de yoga', 'เสื่อโยคะ', 'ເສື່ອໂຍຄະ'],
  'Yoga Block Set': ['瑜伽砖套装', 'Lot de briques de yoga', 'ชุดบล็อกโยคะ', 'ຊຸດບລັອກໂຍຄະ'],
  'Resistance Bands': ['弹力带', 'Bandes de résistance', 'ยางยืดออกกำลังกาย', 'ຢາງຢືດອອກກຳລັງກາຍ'],
  'Pilates Ring': ['普拉提圈', 'Anneau de Pilates', 'ห่วงพิลาทิส', 'ຫ່ວງພິລາທິສ'],
  'Coffee Beans': ['咖啡豆', 'Café en grains', 'เมล็ดกาแฟ', 'ເມັດກາເຟ'],
  'Ground Coffee': ['咖啡粉', 'Café moulu', 'กาแฟบด', 'ກາເຟບົດ'],
  'Coffee Capsules': ['咖啡胶囊', 'Capsules de café', 'แคปซูลกาแฟ', 'ແຄັບຊູນກາເຟ'],
  'Cold Brew Coffee': ['冷萃咖啡', 'Café infusé à froid', 'กาแฟสกัดเย็น', 'ກາເຟສະກັດເຢັນ'],
  'Green Tea': ['绿茶', 'Thé vert', 'ชาเขียว', 'ຊາຂຽວ'],
  'Jasmine Tea': ['茉莉花茶', 'Thé au jasmin', 'ชามะลิ', 'ຊາດອກມະລິ'],
  'Earl Grey Tea': ['伯爵红茶', 'Thé Earl Grey', 'ชาเอิร์ลเกรย์', 'ຊາເອີລເກຣ'],
  'Oolong Tea': ['乌龙茶', 'Thé oolong', 'ชาอู่หลง', 'ຊາອູ່ຫຼົງ'],
  'Dotted Notebook': ['点阵笔记本', 'Carnet à points', 'สมุดโน้ตลายจุด', 'ປຶ້ມບັນທຶກລາຍຈຸດ'],
  'Hardcover Journal': ['精装手账', 'Carnet à couverture rigide', 'สมุดบันทึกปกแข็ง', 'ປຶ້ມບັນທຶກປົກແຂງ'],
  'Spiral Notebook': ['线圈笔记本', 'Cahier à spirale', 'สมุดโน้ตสันห่วง', 'ປຶ້ມບັນທຶກສັນຫ່ວງ'],
  'Softcover Notebook': ['软皮笔记本', 'Carnet à couverture souple', 'สมุดโน้ตปกอ่อน', 'ປຶ້ມບັນທຶກປົກອ່ອນ'],
};

/** The words before a noun in product names (data/taxonomy.ts `qualifiers`), for the tops of the nouns above. */
export const QUALIFIERS: Record<string, Four> = {
  Classic: ['经典', 'classique', 'คลาสสิก', 'ຄລາສສິກ'],
  'Slim-Fit': ['修身', 'coupe ajustée', 'ทรงสลิม', 'ຊົງສລິມ'],
  Relaxed: ['宽松', 'coupe décontractée', 'ทรงหลวม', 'ຊົງຫຼວມ'],
  'Organic Cotton': ['有机棉', 'en coton bio', 'ผ้าฝ้ายออร์แกนิก', 'ຝ້າຍອໍແກນິກ'],
  'Linen-Blend': ['亚麻混纺', 'en lin mélangé', 'ผ้าลินินผสม', 'ຜ້າລີນິນປະສົມ'],
  Vintage: ['复古', 'vintage', 'วินเทจ', 'ວິນເທຈ'],
  Everyday: ['日常', 'de tous les jours', 'ใช้ได้ทุกวัน', 'ໃຊ້ທຸກມື້'],
  Premium: ['高端', 'premium', 'พรีเมียม', 'ພຣີມຽມ'],
  Lightweight: ['轻量', 'léger', 'น้ำหนักเบา', 'ນ້ຳໜັກເບົາ'],
  Oversized: ['大廓形', 'oversize', 'โอเวอร์ไซซ์', 'ໂອເວີໄຊ'],
  Essential: ['基础款', 'essentiel', 'เบสิก', 'ພື້ນຖານ'],
  Tailored: ['剪裁', 'sur mesure', 'ตัดเย็บพิเศษ', 'ຕັດຫຍິບພິເສດ'],
  Heritage: ['传承', 'héritage', 'เฮอริเทจ', 'ມໍລະດົກ'],
  'Soft-Touch': ['柔软', 'toucher doux', 'สัมผัสนุ่ม', 'ສຳຜັດນຸ່ມ'],
  Wireless: ['无线', 'sans fil', 'ไร้สาย', 'ໄຮ້ສາຍ'],
  Smart: ['智能', 'intelligent', 'อัจฉริยะ', 'ອັດສະລິຍະ'],
  Compact: ['小巧', 'compact', 'ขนาดกะทัดรัด', 'ຂະໜາດກະທັດຮັດ'],
  Pro: ['专业版', 'Pro', 'โปร', 'ໂປຣ'],
  'Ultra-Slim': ['超薄', 'ultra-fin', 'บางพิเศษ', 'ບາງພິເສດ'],
  'Fast-Charging': ['快充', 'à charge rapide', 'ชาร์จเร็ว', 'ສາກໄວ'],
  Portable: ['便携', 'portable', 'พกพา', 'ພົກພາ'],
  HD: ['高清', 'HD', 'HD', 'HD'],
  'Next-Gen': ['新一代', 'nouvelle génération', 'เจเนอเรชันใหม่', 'ລຸ້ນໃໝ່'],
  'Dual-Mode': ['双模', 'bimode', 'สองโหมด', 'ສອງໂໝດ'],
  Lite: ['轻享版', 'Lite', 'ไลต์', 'ໄລທ໌'],
  Max: ['Max', 'Max', 'แม็กซ์', 'ແມັກ'],
  Hydrating: ['补水', 'hydratant', 'เพิ่มความชุ่มชื้น', 'ເພີ່ມຄວາມຊຸ່ມ'],
  Matte: ['哑光', 'mat', 'แมตต์', 'ແມັດ'],
  Radiant: ['亮采', 'éclat', 'เปล่งประกาย', 'ເປັ່ງປະກາຍ'],
  Gentle: ['温和', 'doux', 'อ่อนโยน', 'ອ່ອນໂຍນ'],
  Nourishing: ['滋养', 'nourrissant', 'บำรุงล้ำลึก', 'ບຳລຸງເລິກ'],
  'Vitamin C': ['维C', 'à la vitamine C', 'วิตามินซี', 'ວິຕາມິນຊີ'],
  'Long-Lasting': ['持久', 'longue tenue', 'ติดทนนาน', 'ຕິດທົນນານ'],
  Natural: ['自然', 'naturel', 'ธรรมชาติ', 'ທຳມະຊາດ'],
  Soothing: ['舒缓', 'apaisant', 'ปลอบประโลมผิว', 'ປອບປະໂລມຜິວ'],
  Brightening: ['提亮', 'illuminateur', 'ผิวกระจ่างใส', 'ຜິວກະຈ່າງໃສ'],
  Velvet: ['丝绒', 'velours', 'กำมะหยี่', 'ກຳມະຫຍີ່'],
  Botanical: ['植萃', 'botanique', 'พฤกษศาสตร์', 'ສະກັດຈາກພືດ'],
  Trail: ['越野', 'trail', 'เทรล', 'ເທຣວ'],
  'All-Weather': ['全天候', 'toutes saisons', 'ทุกสภาพอากาศ', 'ທຸກສະພາບອາກາດ'],
  Breathable: ['透气', 'respirant', 'ระบายอากาศ', 'ລະບາຍອາກາດ'],
  'Quick-Dry': ['速干', 'séchage rapide', 'แห้งเร็ว', 'ແຫ້ງໄວ'],
  Ultralight: ['超轻', 'ultraléger', 'เบาพิเศษ', 'ເບົາພິເສດ'],
  Performance: ['高性能', 'performance', 'สมรรถนะสูง', 'ປະສິດທິພາບສູງ'],
  Training: ['训练', 'd’entraînement', 'สำหรับฝึกซ้อม', 'ສຳລັບຝຶກຊ້ອມ'],
  Adventure: ['探险', 'aventure', 'ผจญภัย', 'ຜະຈົນໄພ'],
  Endurance: ['耐力', 'endurance', 'ทนทาน', 'ທົນທານ'],
  Summit: ['巅峰', 'sommet', 'ซัมมิท', 'ຈຸດສູງສຸດ'],
  Organic: ['有机', 'bio', 'ออร์แกนิก', 'ອໍແກນິກ'],
  Artisan: ['匠心', 'artisanal', 'งานช่างฝีมือ', 'ງານຊ່າງຝີມື'],
  'Single-Origin': ['单一产地', 'pure origine', 'แหล่งเดียว', 'ແຫຼ່ງດຽວ'],
  Gourmet: ['精选', 'gourmet', 'กูร์เมต์', 'ກູເມ'],
  'Small-Batch': ['小批量', 'petite série', 'ผลิตจำนวนน้อย', 'ຜະລິດຈຳນວນໜ້ອຍ'],
  'Farm-Fresh': ['农场直供', 'de la ferme', 'สดจากฟาร์ม', 'ສົດຈາກຟາມ'],
  Handmade: ['手工', 'fait main', 'ทำมือ', 'ເຮັດດ້ວຍມື'],
  'Slow-Roasted': ['慢烘', 'torréfié lentement', 'คั่วช้า', 'ຂົ້ວຊ້າ'],
  Wild: ['野生', 'sauvage', 'ป่า', 'ປ່າ'],
  Raw: ['原生', 'brut', 'ดิบ', 'ດິບ'],
  'Family Recipe': ['家传配方', 'recette de famille', 'สูตรครอบครัว', 'ສູດຄອບຄົວ'],
  Illustrated: ['插图版', 'illustré', 'มีภาพประกอบ', 'ມີຮູບປະກອບ'],
  Pocket: ['口袋', 'de poche', 'ขนาดพกพา', 'ຂະໜາດພົກພາ'],
  Deluxe: ['豪华', 'de luxe', 'ดีลักซ์', 'ດີລັກ'],
  Bestselling: ['畅销', 'best-seller', 'ขายดี', 'ຂາຍດີ'],
  'Collector’s': ['典藏', 'de collection', 'ฉบับสะสม', 'ສະບັບສະສົມ'],
  Eco: ['环保', 'éco', 'รักษ์โลก', 'ຮັກສິ່ງແວດລ້ອມ'],
  Studio: ['工作室', 'studio', 'สตูดิโอ', 'ສະຕູດິໂອ'],
  Signature: ['标志', 'signature', 'ซิกเนเจอร์', 'ຊິກເນເຈີ'],
};

/** The suffixes a name gets when its first choices were taken (build/products.ts). */
export const NAME_SUFFIXES: Record<string, Four> = {
  II: ['II', 'II', 'II', 'II'],
  Plus: ['Plus', 'Plus', 'พลัส', 'ພລັສ'],
  'Edition 2': ['第2版', 'édition 2', 'รุ่นที่ 2', 'ລຸ້ນທີ 2'],
  Signature: ['标志款', 'signature', 'ซิกเนเจอร์', 'ຊິກເນເຈີ'],
  'Limited Edition': ['限量版', 'édition limitée', 'รุ่นลิมิเต็ด', 'ລຸ້ນຈຳກັດ'],
};

export const HOT_KEYWORDS: Record<string, Four> = {
  'T-Shirt': ['T恤', 'T-shirt', 'เสื้อยืด', 'ເສື້ອຢືດ'],
  Sneakers: ['运动鞋', 'Baskets', 'รองเท้าผ้าใบ', 'ເກີບຜ້າໃບ'],
  Headphones: ['耳机', 'Casque', 'หูฟัง', 'ຫູຟັງ'],
  'Smart Watch': ['智能手表', 'Montre connectée', 'สมาร์ทวอทช์', 'ໂມງອັດສະລິຍະ'],
  Coffee: ['咖啡', 'Café', 'กาแฟ', 'ກາເຟ'],
  'Yoga Mat': ['瑜伽垫', 'Tapis de yoga', 'เสื่อโยคะ', 'ເສື່ອໂຍຄະ'],
  Backpack: ['双肩包', 'Sac à dos', 'กระเป๋าเป้', 'ກະເປົາເປ້'],
  Lipstick: ['口红', 'Rouge à lèvres', 'ลิปสติก', 'ລິບສະຕິກ'],
  Notebook: ['笔记本', 'Carnet', 'สมุดโน้ต', 'ປຶ້ມບັນທຶກ'],
  'Green Tea': ['绿茶', 'Thé vert', 'ชาเขียว', 'ຊາຂຽວ'],
};

/** Activities: name, then instruction. */
export const ACTIVITIES: Record<string, { name: Four; instruction: Four }> = {
  'Summer Sale': {
    name: ['夏日大促', 'Soldes d’été', 'ลดราคาหน้าร้อน', 'ຫຼຸດລາຄາລະດູຮ້ອນ'],
    instruction: [
      '全场畅销商品季节特价，售完即止。价格已含折扣，可叠加使用优惠券。',
      'Prix de saison sur les meilleures ventes de tout le centre, dans la limite des stocks. Les prix incluent déjà la remise ; les coupons sont cumulables.',
      'ราคาพิเศษตามฤดูกาลสำหรับสินค้าขายดีทั่วห้าง จนกว่าสินค้าจะหมด ราคานี้รวมส่วนลดแล้ว ใช้คูปองร่วมได้',
      'ລາຄາພິເສດຕາມລະດູການສຳລັບສິນຄ້າຂາຍດີທົ່ວຫ້າງ ຈົນກວ່າສິນຄ້າຈະໝົດ ລາຄານີ້ລວມສ່ວນຫຼຸດແລ້ວ ໃຊ້ຄູປອງຮ່ວມໄດ້',
    ],
  },
  'Brand Week': {
    name: ['品牌周', 'Semaine des marques', 'สัปดาห์แบรนด์', 'ອາທິດແບຣນ'],
    instruction: [
      '合作品牌的人气单品，仅限一周。订单满 49 美元免运费。',
      'Les pièces préférées de nos marques partenaires, une semaine seulement. Livraison gratuite dès 49 $ d’achat.',
      'สินค้ายอดนิยมจากแบรนด์พันธมิตร เพียงหนึ่งสัปดาห์เท่านั้น ส่งฟรีเมื่อสั่งซื้อครบ $49',
      'ສິນຄ້າຍອດນິຍົມຈາກແບຣນຄູ່ຮ່ວມ ພຽງອາທິດດຽວເທົ່ານັ້ນ ສົ່ງຟຣີເມື່ອສັ່ງຊື້ຄົບ $49',
    ],
  },
  'New Arrivals': {
    name: ['新品上市', 'Nouveautés', 'สินค้ามาใหม่', 'ສິນຄ້າມາໃໝ່'],
    instruction: [
      '商城新到好物：商家的新鲜精选，每周更新。',
      'Tout juste arrivés : les nouveautés de nos marchands, mises à jour chaque semaine.',
      'เพิ่งมาถึงห้าง: สินค้าใหม่คัดสรรจากร้านค้าของเรา อัปเดตทุกสัปดาห์',
      'ຫາກໍມາຮອດຫ້າງ: ສິນຄ້າໃໝ່ຄັດສັນຈາກຮ້ານຄ້າຂອງພວກເຮົາ ອັບເດດທຸກອາທິດ',
    ],
  },
  'Home Refresh': {
    name: ['焕新家居', 'Maison renouvelée', 'แต่งบ้านใหม่', 'ແຕ່ງເຮືອນໃໝ່'],
    instruction: [
      '打造更宁静舒适的家：灯具、床品、厨具与收纳。',
      'Tout pour une maison plus calme et plus douce : luminaires, linge, cuisine et rangement.',
      'ทุกอย่างเพื่อบ้านที่สงบและอบอุ่นขึ้น: โคมไฟ ผ้าปู เครื่องครัว และที่จัดเก็บ',
      'ທຸກຢ່າງເພື່ອເຮືອນທີ່ສະຫງົບ ແລະ ອົບອຸ່ນຂຶ້ນ: ໂຄມໄຟ ຜ້າປູ ເຄື່ອງຄົວ ແລະ ບ່ອນເກັບມ້ຽນ',
    ],
  },
  'Tech Lovers': {
    name: ['数码发烧友', 'Fans de tech', 'คนรักเทคโนโลยี', 'ຄົນຮັກເທັກໂນໂລຢີ'],
    instruction: [
      '电子团队精选的耳机、穿戴设备与小工具，享 12 个月保修。',
      'Casques, objets connectés et gadgets choisis par notre équipe électronique, avec une garantie de 12 mois.',
      'หูฟัง อุปกรณ์สวมใส่ และแกดเจ็ตที่ทีมอิเล็กทรอนิกส์ของเราคัดมา พร้อมรับประกัน 12 เดือน',
      'ຫູຟັງ ອຸປະກອນສວມໃສ່ ແລະ ແກດເຈັດທີ່ທີມເອເລັກໂຕຣນິກຂອງພວກເຮົາຄັດມາ ພ້ອມຮັບປະກັນ 12 ເດືອນ',
    ],
  },
  'Back to School': {
    name: ['开学季', 'Rentrée scolaire', 'เปิดเทอม', 'ເປີດພາກຮຽນ'],
    instruction: [
      '新学年所需的书包、笔记本、笔和午餐盒。',
      'Sacs, cahiers, stylos et boîtes à goûter pour la nouvelle année scolaire.',
      'กระเป๋า สมุด ปากกา และกล่องข้าวสำหรับปีการศึกษาใหม่',
      'ກະເປົາ ປຶ້ມ ບິກ ແລະ ກ່ອງເຂົ້າສຳລັບສົກຮຽນໃໝ່',
    ],
  },
};

/** The banners' names (their headline, drawn in their picture) beside the activities'. */
export const BANNER_NAMES: Record<string, Four> = {
  'Sound, Reimagined': ['重新定义声音', 'Le son, réinventé', 'เสียงในแบบใหม่', 'ສຽງໃນແບບໃໝ່'],
  'Fresh Coffee Every Week': ['每周新鲜咖啡', 'Du café frais chaque semaine', 'กาแฟสดใหม่ทุกสัปดาห์', 'ກາເຟສົດໃໝ່ທຸກອາທິດ'],
};

/** The sublines drawn in the banners' pictures (media/jobs.ts). */
export const BANNER_SUBLINES: Record<string, Four> = {
  'Up to 40% off across the mall': ['全场低至六折', 'Jusqu’à -40 % dans tout le centre', 'ลดสูงสุด 40% ทั่วห้าง', 'ຫຼຸດສູງສຸດ 40% ທົ່ວຫ້າງ'],
  'Fresh picks every week': ['每周新鲜好物', 'Des nouveautés chaque semaine', 'ของใหม่คัดสรรทุกสัปดาห์', 'ຂອງໃໝ່ຄັດສັນທຸກອາທິດ'],
  'Free delivery on orders over $49': ['订单满 $49 免运费', 'Livraison gratuite dès 49 $', 'ส่งฟรีเมื่อซื้อครบ $49', 'ສົ່ງຟຣີເມື່ອຊື້ຄົບ $49'],
  'Shop now, while stocks last': [
    '售完即止，立即选购',
    'Achetez maintenant, dans la limite des stocks',
    'ช้อปเลย ก่อนสินค้าหมด',
    'ຊື້ເລີຍ ກ່ອນສິນຄ້າໝົດ',
  ],
  'Limited-time offers': ['限时优惠', 'Offres à durée limitée', 'ข้อเสนอเวลาจำกัด', 'ຂໍ້ສະເໜີເວລາຈຳກັດ'],
  'Shop the whole collection': ['选购全系列', 'Toute la collection', 'ช้อปทั้งคอลเลกชัน', 'ຊື້ທັງຄໍເລັກຊັນ'],
};

/** Service guarantees: name, then content. */
export const GUARANTEES: Record<string, { name: Four; content: Four }> = {
  '7-Day Returns': {
    name: ['7天退货', 'Retours sous 7 jours', 'คืนสินค้าได้ใน 7 วัน', 'ສົ່ງຄືນໄດ້ພາຍໃນ 7 ມື້'],
    content: [
      '改变主意了？收货后 7 天内退回未使用的商品，全额退款。',
      'Vous avez changé d’avis ? Retournez tout article non utilisé dans les 7 jours suivant la livraison pour un remboursement complet.',
      'เปลี่ยนใจใช่ไหม? คืนสินค้าที่ยังไม่ได้ใช้ภายใน 7 วันหลังได้รับ เพื่อรับเงินคืนเต็มจำนวน',
      'ປ່ຽນໃຈບໍ? ສົ່ງຄືນສິນຄ້າທີ່ຍັງບໍ່ໄດ້ໃຊ້ພາຍໃນ 7 ມື້ຫຼັງໄດ້ຮັບ ເພື່ອຮັບເງິນຄືນເຕັມຈຳນວນ',
    ],
  },
  'Genuine Guarantee': {
    name: ['正品保障', 'Authenticité garantie', 'รับประกันของแท้', 'ຮັບປະກັນຂອງແທ້'],
    content: [
      '每件商品均来自品牌或授权供应商。假一赔三。',
      'Chaque article provient de la marque ou d’un fournisseur agréé. S’il n’est pas authentique, nous remboursons trois fois le prix.',
      'สินค้าทุกชิ้นมาจากแบรนด์หรือผู้จำหน่ายที่ได้รับอนุญาต หากไม่ใช่ของแท้ เราคืนเงินสามเท่าของราคา',
      'ສິນຄ້າທຸກຊິ້ນມາຈາກແບຣນ ຫຼື ຜູ້ສະໜອງທີ່ໄດ້ຮັບອະນຸຍາດ ຖ້າບໍ່ແມ່ນຂອງແທ້ ພວກເຮົາຄືນເງິນສາມເທົ່າຂອງລາຄາ',
    ],
  },
  'Fast Delivery': {
    name: ['极速发货', 'Livraison rapide', 'จัดส่งรวดเร็ว', 'ຈັດສົ່ງໄວ'],
    content: [
      '下午 4 点前付款的订单当天发货，全程跟踪送货上门。',
      'Les commandes payées avant 16 h partent le jour même et sont suivies jusqu’à votre porte.',
      'คำสั่งซื้อที่ชำระก่อน 16.00 น. จัดส่งภายในวันเดียวกันและติดตามได้ถึงหน้าบ้าน',
      'ຄຳສັ່ງຊື້ທີ່ຊຳລະກ່ອນ 16:00 ໂມງ ຈັດສົ່ງພາຍໃນມື້ດຽວກັນ ແລະ ຕິດຕາມໄດ້ຮອດໜ້າເຮືອນ',
    ],
  },
  'Secure Payment': {
    name: ['安全支付', 'Paiement sécurisé', 'ชำระเงินปลอดภัย', 'ຊຳລະເງິນປອດໄພ'],
    content: [
      '支付全程加密；您确认收货后商家才会收到货款。',
      'Les paiements sont chiffrés de bout en bout ; le marchand n’est payé qu’après votre confirmation de réception.',
      'การชำระเงินเข้ารหัสตลอดเส้นทาง ร้านค้าจะได้รับเงินหลังจากคุณยืนยันรับสินค้าแล้วเท่านั้น',
      'ການຊຳລະເງິນຖືກເຂົ້າລະຫັດຕະຫຼອດເສັ້ນທາງ ຮ້ານຄ້າຈະໄດ້ຮັບເງິນຫຼັງຈາກທ່ານຢືນຢັນການຮັບສິນຄ້າແລ້ວເທົ່ານັ້ນ',
    ],
  },
};

/** Merchant types: name, then the settlement requirements (info). */
export const MERCHANT_TYPES: Record<string, { name: Four; info: Four }> = {
  'Flagship Store': {
    name: ['旗舰店', 'Boutique officielle', 'ร้านแฟล็กชิป', 'ຮ້ານແຟລັກຊິບ'],
    info: [
      '适用于销售自有品牌的品牌方。请提供营业执照、商标注册证（或商标所有人的授权）及法定代表人身份证件。',
      'Pour les propriétaires de marque qui vendent leur propre marque. Fournissez un extrait Kbis, le certificat d’enregistrement de la marque (ou une licence de son titulaire) et la pièce d’identité du représentant légal.',
      'สำหรับเจ้าของแบรนด์ที่ขายแบรนด์ของตนเอง โปรดแนบหนังสือรับรองบริษัท ใบจดทะเบียนเครื่องหมายการค้า (หรือหนังสืออนุญาตจากเจ้าของ) และบัตรประชาชนของผู้แทนตามกฎหมาย',
      'ສຳລັບເຈົ້າຂອງແບຣນທີ່ຂາຍແບຣນຂອງຕົນເອງ ກະລຸນາແນບໃບທະບຽນວິສາຫະກິດ ໃບທະບຽນເຄື່ອງໝາຍການຄ້າ (ຫຼື ໃບອະນຸຍາດຈາກເຈົ້າຂອງ) ແລະ ບັດປະຈຳຕົວຂອງຜູ້ຕາງໜ້າຕາມກົດໝາຍ',
    ],
  },
  'Specialty Store': {
    name: ['专营店', 'Boutique spécialisée', 'ร้านเฉพาะทาง', 'ຮ້ານສະເພາະທາງ'],
    info: [
      '适用于专注单一品类的零售商。请提供营业执照、至少一个在售品牌的供货证明，以及公司名下的对公账户。',
      'Pour les détaillants spécialisés dans une catégorie. Fournissez un extrait Kbis, une preuve d’approvisionnement pour au moins une marque vendue et un compte bancaire au nom de la société.',
      'สำหรับร้านค้าปลีกที่เน้นสินค้าหมวดเดียว โปรดแนบหนังสือรับรองบริษัท หลักฐานการจัดหาสินค้าอย่างน้อยหนึ่งแบรนด์ และบัญชีธนาคารในนามบริษัท',
      'ສຳລັບຮ້ານຂາຍຍ່ອຍທີ່ເນັ້ນສິນຄ້າໝວດດຽວ ກະລຸນາແນບໃບທະບຽນວິສາຫະກິດ ຫຼັກຖານການສະໜອງສິນຄ້າຢ່າງໜ້ອຍໜຶ່ງແບຣນ ແລະ ບັນຊີທະນາຄານໃນນາມບໍລິສັດ',
    ],
  },
  'Authorized Reseller': {
    name: ['授权经销商', 'Revendeur agréé', 'ตัวแทนจำหน่ายที่ได้รับอนุญาต', 'ຕົວແທນຈຳໜ່າຍທີ່ໄດ້ຮັບອະນຸຍາດ'],
    info: [
      '适用于获得官方授权转售品牌的公司。请提供营业执照及覆盖整个销售期的有效经销授权。',
      'Pour les sociétés qui revendent des marques sous autorisation officielle. Fournissez un extrait Kbis et une autorisation de revente valable pour toute la période de vente.',
      'สำหรับบริษัทที่จำหน่ายแบรนด์ภายใต้การอนุญาตอย่างเป็นทางการ โปรดแนบหนังสือรับรองบริษัทและหนังสืออนุญาตตัวแทนจำหน่ายที่ครอบคลุมตลอดช่วงการขาย',
      'ສຳລັບບໍລິສັດທີ່ຈຳໜ່າຍແບຣນພາຍໃຕ້ການອະນຸຍາດຢ່າງເປັນທາງການ ກະລຸນາແນບໃບທະບຽນວິສາຫະກິດ ແລະ ໃບອະນຸຍາດຕົວແທນທີ່ຄອບຄຸມຕະຫຼອດໄລຍະການຂາຍ',
    ],
  },
  'Independent Maker': {
    name: ['独立手作人', 'Créateur indépendant', 'ผู้ผลิตอิสระ', 'ຜູ້ຜະລິດອິດສະຫຼະ'],
    info: [
      '适用于销售自制手工或小批量商品的小型工作室与手作人。请提供个体工商户登记及商品与工作场所的照片。',
      'Pour les petits ateliers et créateurs qui vendent leurs produits faits main ou en petite série. Fournissez une immatriculation d’entreprise individuelle et des photos de vos produits et de votre atelier.',
      'สำหรับสตูดิโอเล็กและผู้ผลิตที่ขายสินค้าทำมือหรือผลิตจำนวนน้อย โปรดแนบทะเบียนพาณิชย์บุคคลธรรมดาและรูปถ่ายสินค้าและสถานที่ทำงาน',
      'ສຳລັບສະຕູດິໂອນ້ອຍ ແລະ ຜູ້ຜະລິດທີ່ຂາຍສິນຄ້າເຮັດດ້ວຍມື ຫຼື ຜະລິດຈຳນວນໜ້ອຍ ກະລຸນາແນບໃບທະບຽນທຸລະກິດບຸກຄົນ ແລະ ຮູບຖ່າຍສິນຄ້າ ແລະ ບ່ອນເຮັດວຽກ',
    ],
  },
};

export const MERCHANT_CATEGORIES: Record<string, Four> = {
  'Apparel & Footwear': ['服装鞋履', 'Vêtements et chaussures', 'เสื้อผ้าและรองเท้า', 'ເຄື່ອງນຸ່ງ ແລະ ເກີບ'],
  'Consumer Electronics': ['消费电子', 'Électronique grand public', 'อิเล็กทรอนิกส์สำหรับผู้บริโภค', 'ເຄື່ອງເອເລັກໂຕຣນິກຜູ້ບໍລິໂພກ'],
  'Home & Kitchen': ['家居厨房', 'Maison et cuisine', 'บ้านและห้องครัว', 'ເຮືອນ ແລະ ເຮືອນຄົວ'],
  'Beauty & Personal Care': ['美妆个护', 'Beauté et soins', 'ความงามและของใช้ส่วนตัว', 'ຄວາມງາມ ແລະ ຂອງໃຊ້ສ່ວນຕົວ'],
  'Sports & Outdoors': ['运动户外', 'Sports et plein air', 'กีฬาและกิจกรรมกลางแจ้ง', 'ກິລາ ແລະ ກາງແຈ້ງ'],
  'Food & Beverage': ['食品饮料', 'Alimentation et boissons', 'อาหารและเครื่องดื่ม', 'ອາຫານ ແລະ ເຄື່ອງດື່ມ'],
  'Toys & Baby': ['玩具母婴', 'Jouets et bébé', 'ของเล่นและเด็กอ่อน', 'ເຄື່ອງຫຼິ້ນ ແລະ ເດັກອ່ອນ'],
  'Books & Office': ['图书办公', 'Livres et bureau', 'หนังสือและสำนักงาน', 'ປຶ້ມ ແລະ ຫ້ອງການ'],
};

/** The refund reasons (system_config refund_reasons, one per line in the same order). */
export const REFUND_REASONS: Record<string, Four> = {
  'Wrong item received': ['收到的商品有误', 'Article reçu erroné', 'ได้รับสินค้าผิด', 'ໄດ້ຮັບສິນຄ້າຜິດ'],
  'Item damaged': ['商品损坏', 'Article endommagé', 'สินค้าเสียหาย', 'ສິນຄ້າເສຍຫາຍ'],
  'Not as described': ['与描述不符', 'Non conforme à la description', 'ไม่ตรงตามคำอธิบาย', 'ບໍ່ກົງກັບຄຳອະທິບາຍ'],
  'No longer needed': ['不再需要', 'Je n’en ai plus besoin', 'ไม่ต้องการแล้ว', 'ບໍ່ຕ້ອງການແລ້ວ'],
  Other: ['其他', 'Autre', 'อื่น ๆ', 'ອື່ນໆ'],
};

/** The words drawn in the brand pictures (media/render.ts): the login picture, "You may also like", the street. */
export const BRAND_TEXTS: Record<string, Four> = {
  'Welcome to Mall': ['欢迎来到 Mall', 'Bienvenue sur Mall', 'ยินดีต้อนรับสู่ Mall', 'ຍິນດີຕ້ອນຮັບສູ່ Mall'],
  'Thousands of products from': ['数千件商品，来自', 'Des milliers de produits', 'สินค้านับพันชิ้นจาก', 'ສິນຄ້າຫຼາຍພັນລາຍການຈາກ'],
  'merchants you can trust': ['值得信赖的商家', 'de marchands de confiance', 'ร้านค้าที่คุณไว้วางใจ', 'ຮ້ານຄ້າທີ່ທ່ານໄວ້ໃຈໄດ້'],
  'You May': ['猜你', 'Vous aimerez', 'คุณอาจ', 'ທ່ານອາດ'],
  'Also Like': ['喜欢', 'aussi', 'ชอบสิ่งนี้', 'ມັກສິ່ງນີ້'],
  'Picked for you': ['为你精选', 'Choisis pour vous', 'คัดมาเพื่อคุณ', 'ຄັດມາເພື່ອທ່ານ'],
  'every day': ['每日更新', 'chaque jour', 'ทุกวัน', 'ທຸກມື້'],
  'Shop Street': ['店铺街', 'Rue des boutiques', 'ถนนร้านค้า', 'ຖະໜົນຮ້ານຄ້າ'],
  'Discover the merchants of Mall': ['发现 Mall 的商家', 'Découvrez les marchands de Mall', 'ค้นพบร้านค้าของ Mall', 'ຄົ້ນພົບຮ້ານຄ້າຂອງ Mall'],
};
