/** The demo mall's merchant types, merchant categories (handling fee in %) and shops. */
export const MERCHANT_TYPES = [
  {
    name: 'Flagship Store',
    info: 'For brand owners selling their own brand. Provide a business licence, trademark registration certificate (or a licence from the trademark owner) and the legal representative’s ID.',
  },
  {
    name: 'Specialty Store',
    info: 'For retailers focused on one product category. Provide a business licence, proof of supply for at least one brand you sell, and a company bank account in the company’s name.',
  },
  {
    name: 'Authorized Reseller',
    info: 'For companies reselling brands under an official authorisation. Provide a business licence and a valid reseller authorisation covering the whole selling period.',
  },
  {
    name: 'Independent Maker',
    info: 'For small studios and makers selling their own handmade or small-batch goods. Provide an individual business registration and photos of your products and workspace.',
  },
];

export const MERCHANT_CATEGORIES: Array<{ name: string; handlingFee: number }> = [
  { name: 'Apparel & Footwear', handlingFee: 5 },
  { name: 'Consumer Electronics', handlingFee: 3 },
  { name: 'Home & Kitchen', handlingFee: 4 },
  { name: 'Beauty & Personal Care', handlingFee: 6 },
  { name: 'Sports & Outdoors', handlingFee: 5 },
  { name: 'Food & Beverage', handlingFee: 2 },
  { name: 'Toys & Baby', handlingFee: 4 },
  { name: 'Books & Office', handlingFee: 2 },
];

export interface MerchantDef {
  name: string;
  /** The brand printed in product names, when the shop sells its own brand. */
  brand: string | null;
  realName: string;
  /** Category paths the shop sells in: a top-level name, or "Top/Second". */
  focus: string[];
  category: string;
  type: string;
  isSelf: boolean;
  city: string;
  street: string;
  intro: string;
  keywords: string;
}

export const MERCHANTS: MerchantDef[] = [
  {
    name: 'Mall Official Store', brand: null, realName: 'Grace Lin', focus: ['Electronics', 'Home & Living'], category: 'Consumer Electronics',
    type: 'Flagship Store', isSelf: true, city: 'Shenzhen, Guangdong', street: '88 Keyuan Road, Nanshan District',
    intro: 'The mall’s own store: hand-picked electronics and home essentials, shipped from our own warehouse with next-day dispatch and hassle-free returns.',
    keywords: 'official,electronics,home,self-run',
  },
  {
    name: 'Mall Fresh Market', brand: null, realName: 'Daniel Wu', focus: ['Food & Grocery'], category: 'Food & Beverage',
    type: 'Flagship Store', isSelf: true, city: 'Hangzhou, Zhejiang', street: '16 Wensan Road, Xihu District',
    intro: 'Pantry staples, coffee, tea and snacks sourced directly from growers and packed fresh in our own facility.',
    keywords: 'grocery,food,snacks,coffee,tea,self-run',
  },
  {
    name: 'Mall Select', brand: null, realName: 'Olivia Chen', focus: ['Fashion', 'Beauty'], category: 'Apparel & Footwear',
    type: 'Flagship Store', isSelf: true, city: 'Shanghai', street: '1200 Huaihai Middle Road, Xuhui District',
    intro: 'Our curated edit of fashion and beauty: wardrobe staples, everyday make-up and skincare we use ourselves.',
    keywords: 'fashion,beauty,curated,self-run',
  },
  {
    name: 'Urban Threads', brand: 'Urban Threads', realName: 'Marcus Reid', focus: ["Fashion/Men's Clothing", "Fashion/Women's Clothing"], category: 'Apparel & Footwear',
    type: 'Flagship Store', isSelf: false, city: 'Guangzhou, Guangdong', street: '45 Tianhe North Road, Tianhe District',
    intro: 'Modern basics designed in Guangzhou: relaxed cuts, honest fabrics and prices that make sense.',
    keywords: 'clothing,t-shirts,shirts,jeans,basics',
  },
  {
    name: 'Maple & Moss', brand: 'Maple & Moss', realName: 'Hannah Brooks', focus: ['Fashion/Bags & Accessories', "Fashion/Women's Clothing"], category: 'Apparel & Footwear',
    type: 'Independent Maker', isSelf: false, city: 'Suzhou, Jiangsu', street: '9 Pingjiang Road, Gusu District',
    intro: 'Small-batch bags, scarves and dresses made from natural fibres by a team of six in Suzhou.',
    keywords: 'bags,accessories,handmade,dresses',
  },
  {
    name: 'Stride Footwear Co.', brand: 'Stride', realName: 'Kevin Zhou', focus: ['Fashion/Shoes', 'Sports & Outdoors/Fitness/Activewear'], category: 'Apparel & Footwear',
    type: 'Specialty Store', isSelf: false, city: 'Quanzhou, Fujian', street: '210 Jinshi Road, Jinjiang',
    intro: 'Sneakers, boots and running shoes from the footwear capital of Jinjiang, built on our own lasts for a better fit.',
    keywords: 'shoes,sneakers,boots,running',
  },
  {
    name: 'Voltline Electronics', brand: 'Voltline', realName: 'Ethan Park', focus: ['Electronics/Phones & Accessories', 'Electronics/Computers & Tablets'], category: 'Consumer Electronics',
    type: 'Authorized Reseller', isSelf: false, city: 'Shenzhen, Guangdong', street: '3 Huaqiang North Road, Futian District',
    intro: 'Phones, laptops and accessories from authorised supply chains, each tested before it ships.',
    keywords: 'phones,laptops,chargers,accessories',
  },
  {
    name: 'Pixel Harbor', brand: 'Pixel Harbor', realName: 'Sophie Tan', focus: ['Electronics/Wearables & Cameras', 'Electronics/Computers & Tablets'], category: 'Consumer Electronics',
    type: 'Specialty Store', isSelf: false, city: 'Shenzhen, Guangdong', street: '66 Gaoxin South 7th Road, Nanshan District',
    intro: 'Cameras, drones and wearables for creators, with honest advice from people who shoot every day.',
    keywords: 'cameras,drones,smart watches,creators',
  },
  {
    name: 'SoundNest Audio', brand: 'SoundNest', realName: 'Leo Martins', focus: ['Electronics/Audio'], category: 'Consumer Electronics',
    type: 'Flagship Store', isSelf: false, city: 'Dongguan, Guangdong', street: '27 Songshan Lake Avenue',
    intro: 'Headphones, earbuds and speakers tuned in our own listening room. Great sound should not cost a fortune.',
    keywords: 'headphones,earbuds,speakers,audio',
  },
  {
    name: 'Hearth & Home', brand: 'Hearth & Home', realName: 'Emily Carter', focus: ['Home & Living/Home Décor', 'Home & Living/Bedding & Bath'], category: 'Home & Kitchen',
    type: 'Flagship Store', isSelf: false, city: 'Ningbo, Zhejiang', street: '118 Zhongshan East Road, Haishu District',
    intro: 'Lamps, linen and little comforts for calm, welcoming homes.',
    keywords: 'home decor,bedding,lamps,candles',
  },
  {
    name: 'Oakleaf Living', brand: 'Oakleaf', realName: 'Noah Fischer', focus: ['Home & Living/Storage & Cleaning', 'Home & Living/Home Décor', 'Books & Stationery/Office Supplies'], category: 'Home & Kitchen',
    type: 'Specialty Store', isSelf: false, city: 'Foshan, Guangdong', street: '5 Lecong Avenue, Shunde District',
    intro: 'Solid-wood organisers, storage and décor, finished by hand in our Shunde workshop.',
    keywords: 'storage,organisers,wood,decor',
  },
  {
    name: 'Copper Kettle Kitchenware', brand: 'Copper Kettle', realName: 'Isabella Rossi', focus: ['Home & Living/Kitchen & Dining'], category: 'Home & Kitchen',
    type: 'Authorized Reseller', isSelf: false, city: 'Chaozhou, Guangdong', street: '71 Xinyang Road, Xiangqiao District',
    intro: 'Cookware, tableware and small appliances for people who love to cook, from brands we trust.',
    keywords: 'kitchen,cookware,tableware,appliances',
  },
  {
    name: 'Glow Botanics', brand: 'Glow Botanics', realName: 'Chloe Martin', focus: ['Beauty/Skincare', 'Beauty/Fragrance & Body'], category: 'Beauty & Personal Care',
    type: 'Flagship Store', isSelf: false, city: 'Guangzhou, Guangdong', street: '300 Baiyun Avenue, Baiyun District',
    intro: 'Plant-powered skincare and body care, dermatologist tested and kind to sensitive skin.',
    keywords: 'skincare,serum,natural,body care',
  },
  {
    name: 'Velvet Rose Cosmetics', brand: 'Velvet Rose', realName: 'Mia Laurent', focus: ['Beauty/Makeup', 'Beauty/Hair Care'], category: 'Beauty & Personal Care',
    type: 'Flagship Store', isSelf: false, city: 'Shanghai', street: '580 Nanjing West Road, Jing’an District',
    intro: 'Long-wearing make-up in shades for every skin tone, and salon-grade hair tools.',
    keywords: 'makeup,lipstick,foundation,hair',
  },
  {
    name: 'Summit Outfitters', brand: 'Summit', realName: 'Jack Turner', focus: ['Sports & Outdoors/Outdoor & Camping', 'Sports & Outdoors/Cycling'], category: 'Sports & Outdoors',
    type: 'Specialty Store', isSelf: false, city: 'Chengdu, Sichuan', street: '12 Renmin South Road, Wuhou District',
    intro: 'Tents, sleeping bags and bikes tested on the trails around Chengdu before they reach you.',
    keywords: 'camping,tents,bikes,outdoor',
  },
  {
    name: 'PeakForm Fitness', brand: 'PeakForm', realName: 'Ava Nguyen', focus: ['Sports & Outdoors/Fitness', 'Sports & Outdoors/Team & Racket Sports'], category: 'Sports & Outdoors',
    type: 'Authorized Reseller', isSelf: false, city: 'Xiamen, Fujian', street: '40 Hubin South Road, Siming District',
    intro: 'Home-gym equipment, yoga gear and balls for every court and pitch.',
    keywords: 'fitness,yoga,weights,sports',
  },
  {
    name: 'Riverbend Coffee Roasters', brand: 'Riverbend', realName: 'Samuel Ortiz', focus: ['Food & Grocery/Coffee & Tea', 'Food & Grocery/Snacks'], category: 'Food & Beverage',
    type: 'Independent Maker', isSelf: false, city: 'Kunming, Yunnan', street: '8 Cuihu South Road, Wuhua District',
    intro: 'Yunnan coffee roasted in small batches every week, plus teas and treats from our neighbours.',
    keywords: 'coffee,tea,roastery,yunnan',
  },
  {
    name: 'Golden Orchard Pantry', brand: 'Golden Orchard', realName: 'Lucy Evans', focus: ['Food & Grocery/Pantry', 'Food & Grocery/Drinks', 'Food & Grocery/Snacks'], category: 'Food & Beverage',
    type: 'Specialty Store', isSelf: false, city: 'Qingdao, Shandong', street: '25 Xianggang Middle Road, Shinan District',
    intro: 'Honey, oils, juices and pantry favourites from family farms across the country.',
    keywords: 'pantry,honey,juice,snacks',
  },
  {
    name: 'Little Sprout Toys', brand: 'Little Sprout', realName: 'Oliver Wang', focus: ['Toys & Kids/Toys', 'Toys & Kids/Baby'], category: 'Toys & Baby',
    type: 'Flagship Store', isSelf: false, city: 'Yiwu, Zhejiang', street: '99 Futian Road',
    intro: 'Safe, sturdy toys and baby essentials that grow with your little one.',
    keywords: 'toys,baby,wooden toys,puzzles',
  },
  {
    name: 'Bright Kids Corner', brand: 'Bright Kids', realName: 'Zoe Liu', focus: ["Toys & Kids/Kids' Fashion", 'Toys & Kids/School & Play', 'Toys & Kids/Toys'], category: 'Toys & Baby',
    type: 'Specialty Store', isSelf: false, city: 'Hangzhou, Zhejiang', street: '188 Jiefang Road, Shangcheng District',
    intro: 'Comfortable kids’ clothes, school bags and outdoor toys in cheerful colours.',
    keywords: 'kids clothing,school,outdoor toys',
  },
  {
    name: 'Inkwell Paper Co.', brand: 'Inkwell', realName: 'Charlotte Green', focus: ['Books & Stationery/Notebooks & Paper', 'Books & Stationery/Writing & Art', 'Books & Stationery/Office Supplies'], category: 'Books & Office',
    type: 'Independent Maker', isSelf: false, city: 'Beijing', street: '23 Wudaoying Hutong, Dongcheng District',
    intro: 'Notebooks, pens and art supplies for people who still like to write things down.',
    keywords: 'stationery,notebooks,pens,art supplies',
  },
  {
    name: 'Page Turner Books', brand: null, realName: 'William Scott', focus: ['Books & Stationery/Books'], category: 'Books & Office',
    type: 'Authorized Reseller', isSelf: false, city: 'Nanjing, Jiangsu', street: '41 Hunan Road, Gulou District',
    intro: 'An independent bookshop online: fiction, cookbooks, travel and children’s books, picked by readers.',
    keywords: 'books,fiction,cookbooks,children books',
  },
];
