import type { AttrKey } from './attributes';
import type { IconName } from '../../lib/drawing/icons';

/** A level-3 category: what its products are called, how they vary, what they cost (US dollars) and their unit. */
export interface LeafDef {
  name: string;
  /** Product nouns; every noun of a leaf is used by at least one product. */
  nouns: string[];
  /** Candidate attributes in display order: the first is always used, later ones sometimes. */
  attrs: AttrKey[];
  price: [number, number];
  unit: string;
  icon: IconName;
  /** A category the platform keeps hidden (not in the storefront tree, no products). */
  hidden?: boolean;
}

export interface SecondDef {
  name: string;
  /** Words that go before a noun in product names, where the top category's would not fit every product. */
  qualifiers?: string[];
  leaves: LeafDef[];
}

export interface TopDef {
  name: string;
  /** Gradient of the category's pictures. */
  palette: [string, string];
  icon: IconName;
  /** Words that go before a noun in product names. */
  qualifiers: string[];
  /** Openings of the one-line product summary. */
  taglines: string[];
  /** Bullet points of product descriptions. */
  features: string[];
  seconds: SecondDef[];
}

const leaf = (name: string, nouns: string[], attrs: AttrKey[], price: [number, number], unit: string, icon: IconName): LeafDef => ({
  name,
  nouns,
  attrs,
  price,
  unit,
  icon,
});

export const TAXONOMY: TopDef[] = [
  {
    name: 'Fashion',
    palette: ['#fda085', '#f6d365'],
    icon: 'shirt',
    qualifiers: [
      'Classic',
      'Slim-Fit',
      'Relaxed',
      'Organic Cotton',
      'Linen-Blend',
      'Vintage',
      'Everyday',
      'Premium',
      'Lightweight',
      'Oversized',
      'Essential',
      'Tailored',
      'Heritage',
      'Soft-Touch',
    ],
    taglines: [
      'Made for all-day comfort',
      'Made to be worn season after season',
      'A clean, modern silhouette',
      'Easy to care for and built to last',
    ],
    features: [
      'Finished by hand and checked piece by piece',
      'Reinforced seams for everyday durability',
      'Care instructions on the label inside',
      'Responsibly sourced materials',
      'Free exchange within 7 days',
      'Designed in-house and made in small batches',
    ],
    seconds: [
      {
        name: "Women's Clothing",
        leaves: [
          leaf('Dresses', ['Wrap Dress', 'Midi Dress', 'Maxi Dress', 'Shirt Dress'], ['colour', 'size'], [29, 89], 'piece', 'dress'),
          leaf(
            'Tops & Blouses',
            ['Blouse', 'Knit Cardigan', 'Ribbed Tank Top', 'Cable Knit Sweater'],
            ['colour', 'size'],
            [19, 69],
            'piece',
            'shirt',
          ),
          leaf('Skirts', ['Pleated Skirt', 'Denim Skirt', 'A-Line Skirt'], ['colour', 'size'], [24, 59], 'piece', 'dress'),
          leaf('Jeans', ['High-Rise Jeans', 'Straight-Leg Jeans', 'Mom Jeans'], ['size', 'colour'], [35, 79], 'pair', 'trousers'),
        ],
      },
      {
        name: "Men's Clothing",
        leaves: [
          leaf(
            'T-Shirts',
            ['Crew-Neck T-Shirt', 'V-Neck T-Shirt', 'Pocket T-Shirt', 'Graphic T-Shirt'],
            ['colour', 'size', 'pack'],
            [12, 35],
            'piece',
            'shirt',
          ),
          leaf('Shirts', ['Oxford Shirt', 'Flannel Shirt', 'Linen Shirt', 'Polo Shirt'], ['colour', 'size'], [25, 65], 'piece', 'shirt'),
          leaf(
            'Jackets & Coats',
            ['Bomber Jacket', 'Denim Jacket', 'Rain Jacket', 'Wool Overcoat'],
            ['colour', 'size'],
            [59, 189],
            'piece',
            'shirt',
          ),
          leaf('Trousers', ['Chino Trousers', 'Cargo Pants', 'Jogger Pants'], ['size', 'colour'], [29, 79], 'pair', 'trousers'),
        ],
      },
      {
        name: 'Shoes',
        qualifiers: ['Classic', 'Vintage', 'Everyday', 'Premium', 'Lightweight', 'Essential', 'Heritage', 'Breathable'],
        leaves: [
          leaf(
            'Sneakers',
            ['Canvas Sneakers', 'Leather Sneakers', 'High-Top Sneakers', 'Knit Sneakers'],
            ['colour', 'shoeSize'],
            [39, 129],
            'pair',
            'shoe',
          ),
          leaf('Boots', ['Chelsea Boots', 'Hiking Boots', 'Ankle Boots'], ['colour', 'shoeSize'], [69, 179], 'pair', 'shoe'),
          leaf('Sandals', ['Slide Sandals', 'Strappy Sandals', 'Sport Sandals'], ['colour', 'shoeSize'], [19, 69], 'pair', 'shoe'),
        ],
      },
      {
        name: 'Bags & Accessories',
        qualifiers: ['Classic', 'Vintage', 'Everyday', 'Premium', 'Lightweight', 'Essential', 'Heritage', 'Minimalist', 'Compact'],
        leaves: [
          leaf('Backpacks', ['Laptop Backpack', 'Rolltop Backpack', 'Canvas Backpack'], ['colour'], [35, 119], 'piece', 'bag'),
          leaf('Handbags', ['Tote Bag', 'Crossbody Bag', 'Shoulder Bag', 'Clutch'], ['colour'], [29, 149], 'piece', 'bag'),
          leaf(
            'Watches',
            ['Analog Watch', 'Chronograph Watch', 'Minimalist Watch'],
            ['strap', 'colour', 'caseSize'],
            [59, 259],
            'piece',
            'watch',
          ),
          leaf('Sunglasses', ['Aviator Sunglasses', 'Round Sunglasses', 'Polarized Sunglasses'], ['colour'], [19, 99], 'pair', 'glasses'),
          leaf('Scarves & Hats', ['Wool Scarf', 'Bucket Hat', 'Beanie', 'Baseball Cap'], ['colour'], [12, 45], 'piece', 'hat'),
        ],
      },
    ],
  },
  {
    name: 'Electronics',
    palette: ['#00c6fb', '#005bea'],
    icon: 'phone',
    qualifiers: [
      'Wireless',
      'Smart',
      'Compact',
      'Pro',
      'Ultra-Slim',
      'Fast-Charging',
      'Portable',
      'HD',
      'Next-Gen',
      'Dual-Mode',
      'Lite',
      'Max',
    ],
    taglines: [
      'Built for work and play',
      'Sets up in minutes',
      'Engineered for crisp, reliable performance',
      'Designed for years of daily use',
    ],
    features: [
      '12-month manufacturer warranty',
      'Tested to international electrical safety standards',
      'Recyclable, plastic-free packaging',
      'Sturdy build from quality materials',
      'Support from the shop’s own service team',
      'Includes a quick-start guide',
    ],
    seconds: [
      {
        name: 'Phones & Accessories',
        qualifiers: ['Compact', 'Pro', 'Ultra-Slim', 'Portable', 'Max', 'Lite', 'Next-Gen', 'Essential'],
        leaves: [
          leaf(
            'Smartphones',
            ['Smartphone', '5G Smartphone', 'Camera Phone'],
            ['techColour', 'storage', 'edition'],
            [199, 899],
            'piece',
            'phone',
          ),
          leaf(
            'Phone Cases',
            ['Silicone Phone Case', 'Clear Phone Case', 'Leather Phone Case', 'Rugged Phone Case'],
            ['phoneModel', 'colour'],
            [9, 39],
            'piece',
            'phone',
          ),
          leaf(
            'Chargers & Cables',
            ['USB-C Charger', 'Braided Charging Cable', 'Wireless Charging Pad'],
            ['power'],
            [9, 49],
            'piece',
            'plug',
          ),
          leaf('Power Banks', ['Power Bank', 'Magnetic Power Bank', 'Solar Power Bank'], ['techColour'], [19, 69], 'piece', 'battery'),
        ],
      },
      {
        name: 'Audio',
        qualifiers: ['Wireless', 'Compact', 'Pro', 'Portable', 'HD', 'Next-Gen', 'Lite', 'Max'],
        leaves: [
          leaf(
            'Headphones',
            ['Over-Ear Headphones', 'On-Ear Headphones', 'Noise-Cancelling Headphones'],
            ['techColour', 'edition'],
            [39, 349],
            'piece',
            'headphones',
          ),
          leaf('Earbuds', ['True Wireless Earbuds', 'Sport Earbuds', 'Open-Ear Earbuds'], ['techColour'], [25, 199], 'pair', 'headphones'),
          leaf(
            'Speakers',
            ['Bluetooth Speaker', 'Smart Speaker', 'Soundbar', 'Party Speaker'],
            ['techColour'],
            [29, 299],
            'piece',
            'speaker',
          ),
        ],
      },
      {
        name: 'Computers & Tablets',
        qualifiers: ['Pro', 'Compact', 'Ultra-Slim', 'HD', 'Next-Gen', 'Lite', 'Max', 'Portable'],
        leaves: [
          leaf(
            'Laptops',
            ['14-inch Laptop', '16-inch Laptop', 'Convertible Laptop'],
            ['memory', 'storage', 'techColour'],
            [499, 1599],
            'piece',
            'laptop',
          ),
          leaf('Tablets', ['11-inch Tablet', 'Mini Tablet', 'Drawing Tablet'], ['techColour', 'storage'], [149, 699], 'piece', 'tablet'),
          leaf(
            'Keyboards & Mice',
            ['Mechanical Keyboard', 'Wireless Mouse', 'Ergonomic Mouse', 'Keyboard and Mouse Combo'],
            ['keySwitch', 'colour'],
            [19, 149],
            'piece',
            'keyboard',
          ),
          leaf('Monitors', ['Monitor', 'Curved Monitor', 'Portable Monitor'], ['screen'], [129, 599], 'piece', 'laptop'),
        ],
      },
      {
        name: 'Wearables & Cameras',
        qualifiers: ['Smart', 'Compact', 'Pro', 'Portable', 'HD', 'Next-Gen', 'Lite', 'Max'],
        leaves: [
          leaf(
            'Smart Watches',
            ['Smart Watch', 'Fitness Tracker', 'Kids Smart Watch'],
            ['caseSize', 'strap', 'techColour'],
            [49, 399],
            'piece',
            'watch',
          ),
          leaf('Cameras', ['Action Camera', 'Instant Camera', 'Mirrorless Camera', 'Webcam'], ['bundle'], [59, 1299], 'piece', 'camera'),
          leaf('Drones', ['Mini Drone', 'Camera Drone', 'FPV Drone'], ['bundle'], [99, 899], 'piece', 'drone'),
        ],
      },
    ],
  },
  {
    name: 'Home & Living',
    palette: ['#96e6a1', '#2e8b57'],
    icon: 'lamp',
    qualifiers: [
      'Nordic',
      'Handcrafted',
      'Stoneware',
      'Bamboo',
      'Modern',
      'Rustic',
      'Cosy',
      'Minimalist',
      'Scandinavian',
      'Artisan',
      'Compact',
      'Heritage',
    ],
    taglines: [
      'Makes every room feel like home',
      'Designed to last and easy to clean',
      'For calm, uncluttered living',
      'Made from carefully chosen materials',
    ],
    features: [
      'Arrives ready to use',
      'Free from harmful substances',
      'Easy to clean',
      'Sustainably sourced materials',
      'Designed to fit small apartments',
      'Two-year quality guarantee',
    ],
    seconds: [
      {
        name: 'Kitchen & Dining',
        qualifiers: ['Nordic', 'Modern', 'Rustic', 'Minimalist', 'Scandinavian', 'Artisan', 'Compact', 'Heritage', 'Classic', 'Everyday'],
        leaves: [
          leaf(
            'Cookware',
            ['Non-Stick Frying Pan', 'Cast Iron Skillet', 'Stainless Stock Pot', 'Wok'],
            ['panSize'],
            [19, 129],
            'piece',
            'pan',
          ),
          leaf(
            'Tableware',
            ['Dinner Plate Set', 'Ceramic Mug', 'Pasta Bowl Set', 'Glass Tumblers'],
            ['setPieces', 'colour'],
            [12, 79],
            'set',
            'mug',
          ),
          leaf(
            'Kitchen Appliances',
            ['Electric Kettle', 'Blender', 'Air Fryer', 'Coffee Maker'],
            ['capacity', 'techColour'],
            [29, 249],
            'piece',
            'kettle',
          ),
          leaf('Food Storage', ['Glass Storage Jars', 'Bento Lunch Box', 'Silicone Food Bags'], ['setPieces'], [9, 39], 'set', 'jar'),
        ],
      },
      {
        name: 'Bedding & Bath',
        qualifiers: [
          'Nordic',
          'Modern',
          'Cosy',
          'Minimalist',
          'Scandinavian',
          'Organic Cotton',
          'Soft-Touch',
          'Classic',
          'Everyday',
          'Premium',
        ],
        leaves: [
          leaf(
            'Bed Linen',
            ['Cotton Sheet Set', 'Linen Duvet Cover', 'Percale Pillowcases'],
            ['bedSize', 'colour'],
            [29, 159],
            'set',
            'bed',
          ),
          leaf(
            'Pillows & Duvets',
            ['Memory Foam Pillow', 'Down-Alternative Pillow', 'All-Season Duvet'],
            ['firmness', 'bedSize'],
            [25, 149],
            'piece',
            'bed',
          ),
          leaf('Towels', ['Bath Towel Set', 'Waffle Hand Towels', 'Beach Towel'], ['colour'], [15, 59], 'set', 'towel'),
        ],
      },
      {
        name: 'Home Décor',
        qualifiers: ['Nordic', 'Handcrafted', 'Modern', 'Rustic', 'Cosy', 'Minimalist', 'Scandinavian', 'Artisan', 'Heritage', 'Classic'],
        leaves: [
          leaf('Lighting', ['Table Lamp', 'Floor Lamp', 'Desk Lamp', 'String Lights'], ['finish'], [19, 189], 'piece', 'lamp'),
          leaf('Candles & Fragrance', ['Scented Candle', 'Reed Diffuser', 'Candle Gift Set'], ['scent'], [12, 49], 'piece', 'candle'),
          leaf('Vases & Plants', ['Ceramic Vase', 'Plant Pot', 'Artificial Olive Tree'], ['colour'], [15, 99], 'piece', 'plant'),
          leaf('Wall Art & Clocks', ['Framed Print', 'Wall Clock', 'Round Mirror'], ['finish'], [25, 149], 'piece', 'frame'),
        ],
      },
      {
        name: 'Storage & Cleaning',
        qualifiers: ['Compact', 'Modern', 'Minimalist', 'Smart', 'Lightweight', 'Essential', 'Everyday', 'Pro'],
        leaves: [
          leaf(
            'Storage & Organisation',
            ['Storage Basket', 'Drawer Organiser', 'Shoe Rack', 'Laundry Hamper'],
            ['colour'],
            [12, 69],
            'piece',
            'box',
          ),
          leaf('Cleaning Tools', ['Cordless Vacuum', 'Spray Mop', 'Microfibre Cloths'], ['techColour'], [9, 249], 'piece', 'spray'),
          leaf('Laundry', ['Drying Rack', 'Ironing Board', 'Garment Steamer'], ['colour'], [19, 89], 'piece', 'box'),
        ],
      },
    ],
  },
  {
    name: 'Beauty',
    palette: ['#fbc2eb', '#a18cd1'],
    icon: 'lipstick',
    qualifiers: [
      'Hydrating',
      'Matte',
      'Radiant',
      'Gentle',
      'Nourishing',
      'Vitamin C',
      'Long-Lasting',
      'Natural',
      'Soothing',
      'Brightening',
      'Velvet',
      'Botanical',
    ],
    taglines: [
      'Made for your everyday ritual',
      'Clean, carefully chosen ingredients',
      'Gentle enough for daily use',
      'A little goes a long way',
    ],
    features: [
      'Dermatologist tested',
      'Vegan and cruelty-free',
      'Free from parabens and sulphates',
      'Suitable for sensitive skin',
      'Recyclable packaging',
      'Store away from direct sunlight',
    ],
    seconds: [
      {
        name: 'Skincare',
        qualifiers: ['Hydrating', 'Radiant', 'Gentle', 'Nourishing', 'Vitamin C', 'Natural', 'Soothing', 'Brightening', 'Botanical'],
        leaves: [
          leaf('Cleansers', ['Foaming Cleanser', 'Cleansing Balm', 'Micellar Water'], ['volume', 'skinType'], [9, 39], 'bottle', 'bottle'),
          leaf('Moisturisers', ['Day Cream', 'Night Cream', 'Gel Moisturiser'], ['volume', 'skinType'], [15, 69], 'jar', 'jar'),
          leaf('Serums', ['Face Serum', 'Eye Serum', 'Retinol Serum'], ['volume'], [19, 89], 'bottle', 'bottle'),
          leaf('Sun Care', ['Sunscreen SPF 50', 'Tinted Sunscreen', 'After-Sun Gel'], ['volume'], [12, 39], 'tube', 'tube'),
        ],
      },
      {
        name: 'Makeup',
        qualifiers: ['Matte', 'Radiant', 'Long-Lasting', 'Natural', 'Velvet', 'Classic', 'Hydrating', 'Nourishing'],
        leaves: [
          leaf('Lips', ['Lipstick', 'Lip Gloss', 'Lip Tint', 'Lip Liner'], ['lipShade'], [9, 35], 'piece', 'lipstick'),
          leaf(
            'Face',
            ['Liquid Foundation', 'Cushion Compact', 'Concealer', 'Setting Powder'],
            ['skinShade'],
            [14, 49],
            'piece',
            'compact',
          ),
          leaf('Eyes', ['Mascara', 'Eyeliner', 'Eyeshadow Palette', 'Brow Pencil'], ['colour'], [9, 45], 'piece', 'lipstick'),
        ],
      },
      {
        name: 'Hair Care',
        qualifiers: ['Nourishing', 'Gentle', 'Natural', 'Botanical', 'Hydrating', 'Soothing', 'Compact', 'Pro'],
        leaves: [
          leaf('Shampoo & Conditioner', ['Shampoo', 'Conditioner', 'Hair Mask'], ['volume'], [8, 32], 'bottle', 'bottle'),
          leaf('Hair Tools', ['Hair Dryer', 'Hair Straightener', 'Curling Wand'], ['techColour'], [29, 199], 'piece', 'dryer'),
          leaf('Hair Accessories', ['Silk Scrunchies', 'Claw Clips', 'Detangling Brush'], ['colour'], [6, 25], 'set', 'comb'),
        ],
      },
      {
        name: 'Fragrance & Body',
        qualifiers: ['Radiant', 'Gentle', 'Nourishing', 'Natural', 'Soothing', 'Botanical', 'Velvet', 'Long-Lasting', 'Classic'],
        leaves: [
          leaf('Perfume', ['Eau de Parfum', 'Eau de Toilette', 'Body Mist'], ['scent', 'volume'], [19, 129], 'bottle', 'perfume'),
          leaf('Body Care', ['Body Lotion', 'Shower Gel', 'Hand Cream', 'Body Scrub'], ['scent', 'volume'], [7, 35], 'bottle', 'bottle'),
          leaf('Bath Sets', ['Bath Gift Set', 'Bath Bombs', 'Spa Kit'], ['scent'], [15, 59], 'set', 'gift'),
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    palette: ['#43e97b', '#009efd'],
    icon: 'dumbbell',
    qualifiers: [
      'Pro',
      'Lightweight',
      'Trail',
      'All-Weather',
      'Breathable',
      'Quick-Dry',
      'Ultralight',
      'Performance',
      'Training',
      'Adventure',
      'Endurance',
      'Summit',
    ],
    taglines: [
      'Built for your next personal best',
      'Tested by athletes before it reaches you',
      'Goes wherever you train',
      'A durable build that lasts',
    ],
    features: [
      'Hard-wearing materials',
      'Reinforced where it wears most',
      'Light and easy to carry',
      'Backed by a one-year guarantee',
      'Tested to international safety standards',
      'Easy to wipe clean after use',
    ],
    seconds: [
      {
        name: 'Fitness',
        qualifiers: ['Pro', 'Training', 'Performance', 'Endurance', 'Compact', 'Essential', 'Classic'],
        leaves: [
          leaf(
            'Yoga & Pilates',
            ['Yoga Mat', 'Yoga Block Set', 'Resistance Bands', 'Pilates Ring'],
            ['colour', 'thickness'],
            [9, 69],
            'piece',
            'mat',
          ),
          leaf('Weights', ['Adjustable Dumbbells', 'Kettlebell', 'Weight Plates'], ['weightKg'], [19, 199], 'piece', 'dumbbell'),
          leaf('Cardio Equipment', ['Jump Rope', 'Exercise Bike', 'Walking Pad'], ['colour'], [9, 499], 'piece', 'dumbbell'),
          leaf(
            'Activewear',
            ['Running Shoes', 'Training Leggings', 'Sports Bra', 'Running Shorts'],
            ['colour', 'size'],
            [19, 129],
            'piece',
            'shoe',
          ),
        ],
      },
      {
        name: 'Outdoor & Camping',
        qualifiers: ['Lightweight', 'Trail', 'All-Weather', 'Ultralight', 'Adventure', 'Summit', 'Compact'],
        leaves: [
          leaf('Tents', ['Dome Tent', 'Backpacking Tent', 'Beach Shelter'], ['tentCapacity'], [59, 349], 'piece', 'tent'),
          leaf(
            'Sleeping Bags',
            ['Mummy Sleeping Bag', 'Rectangular Sleeping Bag', 'Down Sleeping Bag'],
            ['comfortRating'],
            [39, 229],
            'piece',
            'tent',
          ),
          leaf(
            'Camping Gear',
            ['Camping Lantern', 'Camp Stove', 'Insulated Water Bottle', 'Folding Camp Chair'],
            ['bottleCapacity', 'colour'],
            [15, 99],
            'piece',
            'lantern',
          ),
        ],
      },
      {
        name: 'Cycling',
        qualifiers: ['Pro', 'Lightweight', 'Trail', 'All-Weather', 'Performance', 'Endurance', 'Compact'],
        leaves: [
          leaf(
            'Bikes',
            ['City Bike', 'Mountain Bike', 'Folding Bike', 'Gravel Bike'],
            ['wheelSize', 'colour'],
            [299, 1299],
            'piece',
            'bike',
          ),
          leaf(
            'Cycling Accessories',
            ['Bike Helmet', 'Bike Light Set', 'Folding Bike Lock', 'Cycling Gloves'],
            ['colour', 'size'],
            [12, 89],
            'piece',
            'bike',
          ),
          leaf('Bike Parts', ['Bike Pump', 'Puncture Repair Kit', 'Bike Saddle'], ['colour'], [9, 59], 'piece', 'bike'),
        ],
      },
      {
        name: 'Team & Racket Sports',
        qualifiers: ['Pro', 'Training', 'Performance', 'All-Weather', 'Classic', 'Junior'],
        leaves: [
          leaf('Football', ['Football', 'Shin Guards', 'Goalkeeper Gloves'], ['ballSize'], [15, 59], 'piece', 'ball'),
          leaf('Basketball', ['Basketball', 'Basketball Hoop Net', 'Indoor Basketball'], ['ballSize'], [19, 69], 'piece', 'ball'),
          leaf(
            'Racket Sports',
            ['Tennis Racket', 'Badminton Set', 'Table Tennis Paddles', 'Pickleball Paddle'],
            ['colour'],
            [19, 179],
            'piece',
            'racket',
          ),
        ],
      },
    ],
  },
  {
    name: 'Food & Grocery',
    palette: ['#f9d423', '#ff4e50'],
    icon: 'cup',
    qualifiers: [
      'Organic',
      'Artisan',
      'Single-Origin',
      'Gourmet',
      'Small-Batch',
      'Farm-Fresh',
      'Handmade',
      'Slow-Roasted',
      'Wild',
      'Raw',
      'Family Recipe',
      'Heritage',
    ],
    taglines: [
      'Sourced directly from growers we know',
      'Nothing artificial added',
      'Packed fresh for full flavour',
      'For every day and for treats',
    ],
    features: [
      'No artificial colours or preservatives',
      'Packed to keep it fresh',
      'Store in a cool, dry place',
      'Sourced from independent farms',
      'Suitable for vegetarians',
      'Best before date printed on the pack',
    ],
    seconds: [
      {
        name: 'Coffee & Tea',
        qualifiers: ['Organic', 'Artisan', 'Single-Origin', 'Gourmet', 'Small-Batch', 'Heritage', 'Wild'],
        leaves: [
          leaf(
            'Coffee',
            ['Coffee Beans', 'Ground Coffee', 'Coffee Capsules', 'Cold Brew Coffee'],
            ['roast', 'grind', 'weightG'],
            [8, 39],
            'bag',
            'cup',
          ),
          leaf('Tea', ['Green Tea', 'Jasmine Tea', 'Earl Grey Tea', 'Oolong Tea'], ['teaPack'], [5, 29], 'box', 'leaf'),
          leaf(
            'Hot Chocolate',
            ['Hot Chocolate Mix', 'Drinking Chocolate Flakes', 'Matcha Latte Powder'],
            ['weightG'],
            [6, 24],
            'tin',
            'cup',
          ),
        ],
      },
      {
        name: 'Snacks',
        qualifiers: ['Organic', 'Artisan', 'Gourmet', 'Small-Batch', 'Handmade', 'Slow-Roasted', 'Family Recipe', 'Heritage'],
        leaves: [
          leaf(
            'Chips & Crackers',
            ['Potato Chips', 'Tortilla Chips', 'Rice Crackers', 'Pretzels'],
            ['flavour', 'pack'],
            [2, 15],
            'bag',
            'cookie',
          ),
          leaf(
            'Nuts & Dried Fruit',
            ['Mixed Nuts', 'Roasted Almonds', 'Dried Mango', 'Trail Mix'],
            ['flavour', 'weightG'],
            [5, 25],
            'bag',
            'cookie',
          ),
          leaf(
            'Chocolate & Sweets',
            ['Chocolate Bar', 'Chocolate Truffles', 'Gummy Bears', 'Butter Cookies'],
            ['sweetFlavour', 'pack'],
            [3, 29],
            'box',
            'cookie',
          ),
        ],
      },
      {
        name: 'Pantry',
        qualifiers: ['Organic', 'Artisan', 'Gourmet', 'Small-Batch', 'Farm-Fresh', 'Handmade', 'Family Recipe', 'Heritage', 'Wild', 'Raw'],
        leaves: [
          leaf('Pasta & Rice', ['Spaghetti', 'Jasmine Rice', 'Basmati Rice', 'Egg Noodles'], ['weightG'], [2, 15], 'bag', 'box'),
          leaf('Oils & Sauces', ['Extra Virgin Olive Oil', 'Soy Sauce', 'Hot Sauce', 'Pesto'], ['volume'], [3, 25], 'bottle', 'bottle'),
          leaf('Honey & Spreads', ['Raw Honey', 'Peanut Butter', 'Strawberry Jam', 'Hazelnut Spread'], ['weightG'], [4, 19], 'jar', 'jar'),
          leaf('Breakfast Cereals', ['Granola', 'Rolled Oats', 'Muesli'], ['weightG'], [3, 12], 'bag', 'box'),
        ],
      },
      {
        name: 'Drinks',
        qualifiers: ['Organic', 'Artisan', 'Small-Batch', 'Farm-Fresh', 'Family Recipe', 'Gourmet', 'Natural'],
        leaves: [
          leaf('Juices', ['Orange Juice', 'Coconut Water', 'Cold-Pressed Apple Juice'], ['pack'], [3, 29], 'pack', 'bottle'),
          leaf('Sparkling Water', ['Sparkling Water', 'Lemon Soda', 'Kombucha'], ['pack'], [3, 25], 'pack', 'bottle'),
          { name: 'Seasonal Specials', nouns: [], attrs: ['pack'], price: [3, 9], unit: 'pack', icon: 'gift', hidden: true },
        ],
      },
    ],
  },
  {
    name: 'Toys & Kids',
    palette: ['#ffd194', '#ff6e7f'],
    icon: 'blocks',
    qualifiers: [
      'Educational',
      'Wooden',
      'Creative',
      'Classic',
      'Colourful',
      'Eco-Friendly',
      'STEM',
      'Deluxe',
      'Mini',
      'Junior',
      'Rainbow',
      'Adventure',
    ],
    taglines: [
      'Made for little ones to love',
      'Tested for safety and built to last',
      'Chosen with parents in mind',
      'Loved by kids and parents alike',
    ],
    features: [
      'Meets European safety standards for children’s products',
      'Non-toxic, child-safe materials',
      'Designed for little hands',
      'Easy to clean',
      'Comes in a gift-ready box',
      'Batteries included where needed',
    ],
    seconds: [
      {
        name: 'Toys',
        qualifiers: ['Creative', 'Classic', 'Colourful', 'Eco-Friendly', 'Deluxe', 'Mini', 'Junior', 'Rainbow', 'Adventure', 'Educational'],
        leaves: [
          leaf('Building Toys', ['Building Blocks Set', 'Magnetic Tiles', 'Marble Run'], ['pieces'], [15, 89], 'set', 'blocks'),
          leaf('Puzzles & Games', ['Jigsaw Puzzle', 'Board Game', 'Card Game', 'Memory Game'], ['pieces'], [9, 49], 'box', 'puzzle'),
          leaf('Plush Toys', ['Teddy Bear', 'Plush Bunny', 'Plush Dinosaur', 'Plush Unicorn'], ['colour'], [9, 39], 'piece', 'bear'),
          leaf(
            'Vehicles & RC',
            ['Remote Control Car', 'Wooden Train Set', 'Toy Garage', 'Die-Cast Cars'],
            ['edition'],
            [15, 99],
            'set',
            'car',
          ),
        ],
      },
      {
        name: 'Baby',
        qualifiers: ['Classic', 'Colourful', 'Eco-Friendly', 'Mini', 'Rainbow', 'Gentle', 'Natural', 'Lightweight'],
        leaves: [
          leaf(
            'Feeding',
            ['Baby Bottle', 'Silicone Bib', 'Sippy Cup', 'Suction Plate Set'],
            ['ageRange', 'colour'],
            [6, 29],
            'piece',
            'baby-bottle',
          ),
          leaf('Nursery', ['Baby Blanket', 'Night Light', 'Baby Monitor', 'Play Mat'], ['colour'], [15, 129], 'piece', 'moon'),
          leaf('Strollers & Carriers', ['Lightweight Stroller', 'Baby Carrier', 'Travel Cot'], ['colour'], [59, 399], 'piece', 'stroller'),
        ],
      },
      {
        name: "Kids' Fashion",
        qualifiers: ['Classic', 'Colourful', 'Rainbow', 'Organic Cotton', 'Relaxed', 'Everyday', 'Soft-Touch', 'Lightweight', 'Essential'],
        leaves: [
          leaf("Kids' Tops", ["Kids' T-Shirt", "Kids' Hoodie", "Kids' Sweatshirt"], ['colour', 'kidsSize'], [9, 35], 'piece', 'shirt'),
          leaf("Kids' Sleepwear", ["Kids' Pyjamas", 'Sleep Sack', "Kids' Dressing Gown"], ['kidsSize', 'colour'], [12, 39], 'set', 'moon'),
          leaf(
            "Kids' Outerwear",
            ["Kids' Raincoat", "Kids' Puffer Jacket", 'Snow Suit'],
            ['kidsSize', 'colour'],
            [25, 79],
            'piece',
            'shirt',
          ),
        ],
      },
      {
        name: 'School & Play',
        qualifiers: ['Creative', 'Classic', 'Colourful', 'Eco-Friendly', 'Deluxe', 'Mini', 'Junior', 'Rainbow', 'Adventure'],
        leaves: [
          leaf('School Bags', ['School Backpack', 'Lunch Bag', 'Pencil Case'], ['colour'], [9, 49], 'piece', 'bag'),
          leaf('Arts & Crafts', ['Crayon Set', 'Modelling Clay', 'Craft Kit', 'Sticker Book'], ['colourSet'], [6, 29], 'set', 'palette'),
          leaf('Outdoor Play', ['Kick Scooter', 'Balance Bike', 'Bubble Machine', 'Sand Toys Set'], ['colour'], [12, 99], 'piece', 'ball'),
        ],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    palette: ['#c471f5', '#fa71cd'],
    icon: 'book',
    qualifiers: [
      'Illustrated',
      'Pocket',
      'Classic',
      'Deluxe',
      'Bestselling',
      'Collector’s',
      'Everyday',
      'Premium',
      'Eco',
      'Studio',
      'Compact',
      'Signature',
    ],
    taglines: [
      'For readers, writers and makers',
      'Made with quality, responsibly sourced materials',
      'Makes a thoughtful gift',
      'Made for the desk, the bag and the bookshelf',
    ],
    features: [
      'FSC-certified paper and card',
      'Made to be used every day',
      'Acid-free materials that will not yellow',
      'Plastic-free packaging',
      'Dispatched in protective packaging',
      'Gift-wrapping available on request',
    ],
    seconds: [
      {
        name: 'Books',
        leaves: [
          leaf('Fiction', ['Novel', 'Mystery Novel', 'Short Story Collection', 'Fantasy Saga'], ['format'], [9, 29], 'book', 'book'),
          leaf('Non-Fiction', ['Cookbook', 'Travel Guide', 'Biography', 'Popular Science Book'], ['format'], [12, 39], 'book', 'book'),
          leaf("Children's Books", ['Picture Book', 'Activity Book', 'Bedtime Stories'], ['format'], [6, 19], 'book', 'book'),
        ],
      },
      {
        name: 'Notebooks & Paper',
        qualifiers: ['Illustrated', 'Pocket', 'Classic', 'Deluxe', 'Everyday', 'Premium', 'Eco', 'Studio', 'Signature'],
        leaves: [
          leaf(
            'Notebooks',
            ['Dotted Notebook', 'Hardcover Journal', 'Spiral Notebook', 'Softcover Notebook'],
            ['ruling', 'paperSize'],
            [5, 29],
            'piece',
            'notebook',
          ),
          leaf('Planners', ['Weekly Planner', 'Undated Planner', 'Desk Calendar'], ['paperSize', 'colour'], [9, 35], 'piece', 'notebook'),
          leaf('Cards & Wrap', ['Greeting Cards', 'Gift Wrap Roll', 'Postcard Set'], ['pack'], [4, 19], 'pack', 'gift'),
        ],
      },
      {
        name: 'Writing & Art',
        qualifiers: ['Classic', 'Deluxe', 'Everyday', 'Premium', 'Eco', 'Studio', 'Compact', 'Signature', 'Pocket'],
        leaves: [
          leaf('Pens & Pencils', ['Gel Pen Set', 'Fountain Pen', 'Mechanical Pencil', 'Fineliner Set'], ['ink'], [4, 89], 'set', 'pen'),
          leaf(
            'Art Supplies',
            ['Watercolour Set', 'Sketchbook', 'Acrylic Paint Set', 'Coloured Pencils'],
            ['colourSet'],
            [8, 69],
            'set',
            'palette',
          ),
          leaf('Markers & Highlighters', ['Highlighter Set', 'Brush Markers', 'Whiteboard Markers'], ['colourSet'], [5, 35], 'set', 'pen'),
        ],
      },
      {
        name: 'Office Supplies',
        qualifiers: ['Compact', 'Premium', 'Everyday', 'Eco', 'Studio', 'Minimalist', 'Classic', 'Signature'],
        leaves: [
          leaf('Desk Organisers', ['Desk Organiser', 'Document Tray', 'Monitor Stand'], ['finish'], [12, 59], 'piece', 'box'),
          leaf('Filing & Labels', ['Ring Binder', 'Label Maker', 'Expanding File'], ['colour'], [5, 45], 'piece', 'box'),
          leaf('Sticky Notes & Tape', ['Sticky Notes', 'Washi Tape Set', 'Page Flags'], ['pack'], [3, 15], 'pack', 'notebook'),
        ],
      },
    ],
  },
];
