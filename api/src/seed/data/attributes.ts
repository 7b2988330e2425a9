/**
 * Attribute pools the products draw from. Values never contain ',' (a SKU key joins values with ',').
 * `ordered` pools give a contiguous run of values (sizes, capacities); `step` adds that many cents to the SKU
 * price for each later value of the run (bigger capacity, bigger price).
 */
export interface AttrPool {
  name: string;
  values: string[];
  ordered?: boolean;
  step?: number;
}

export const ATTRS = {
  colour: { name: 'Colour', values: ['Black', 'White', 'Navy', 'Grey', 'Red', 'Olive', 'Beige', 'Sky Blue', 'Blush Pink'] },
  techColour: { name: 'Colour', values: ['Midnight Black', 'Silver', 'Space Grey', 'Ocean Blue', 'Rose Gold', 'Forest Green'] },
  size: { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], ordered: true },
  shoeSize: { name: 'Size', values: ['EU 37', 'EU 38', 'EU 39', 'EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'], ordered: true },
  kidsSize: { name: 'Size', values: ['90 cm', '100 cm', '110 cm', '120 cm', '130 cm', '140 cm'], ordered: true },
  bedSize: { name: 'Size', values: ['Single', 'Double', 'Queen', 'King'], ordered: true, step: 1500 },
  storage: { name: 'Storage', values: ['64 GB', '128 GB', '256 GB', '512 GB'], ordered: true, step: 8000 },
  memory: { name: 'Memory', values: ['8 GB', '16 GB', '32 GB'], ordered: true, step: 15000 },
  power: { name: 'Power', values: ['20 W', '30 W', '65 W', '100 W'], ordered: true, step: 500 },
  cableLength: { name: 'Length', values: ['1 m', '2 m', '3 m'], ordered: true, step: 200 },
  phoneModel: { name: 'Model', values: ['Nova 12', 'Nova 12 Pro', 'Nova 13', 'Nova 13 Pro', 'Orbit S5', 'Orbit S6'] },
  screen: { name: 'Screen', values: ['24-inch', '27-inch', '32-inch'], ordered: true, step: 6000 },
  caseSize: { name: 'Case Size', values: ['40 mm', '44 mm', '46 mm'], ordered: true, step: 3000 },
  strap: { name: 'Strap', values: ['Leather', 'Stainless Steel', 'Silicone', 'Woven Nylon'] },
  keySwitch: { name: 'Switch', values: ['Red Linear', 'Brown Tactile', 'Blue Clicky'] },
  bundle: { name: 'Bundle', values: ['Standard', 'Creator Kit', 'Fly More Combo'], ordered: true, step: 9000 },
  capacity: { name: 'Capacity', values: ['1.0 L', '1.5 L', '1.7 L', '2.0 L'], ordered: true, step: 600 },
  panSize: { name: 'Size', values: ['20 cm', '24 cm', '28 cm', '32 cm'], ordered: true, step: 600 },
  setPieces: { name: 'Set', values: ['2-Piece', '4-Piece', '6-Piece', '12-Piece'], ordered: true, step: 1800 },
  finish: { name: 'Finish', values: ['Natural Oak', 'Walnut', 'Matte White', 'Black Metal', 'Brushed Brass'] },
  firmness: { name: 'Firmness', values: ['Soft', 'Medium', 'Firm'] },
  scent: { name: 'Scent', values: ['Lavender', 'Citrus Grove', 'Vanilla', 'Sandalwood', 'Fresh Linen', 'Wild Rose'] },
  volume: { name: 'Volume', values: ['30 ml', '50 ml', '100 ml', '200 ml'], ordered: true, step: 800 },
  lipShade: { name: 'Shade', values: ['Ruby Red', 'Coral', 'Nude Rose', 'Berry', 'Mauve', 'Classic Red'] },
  skinShade: { name: 'Shade', values: ['Porcelain', 'Ivory', 'Sand', 'Honey', 'Caramel', 'Mocha'] },
  skinType: { name: 'Skin Type', values: ['Normal', 'Dry', 'Oily', 'Sensitive'] },
  weightKg: { name: 'Weight', values: ['2 kg', '4 kg', '6 kg', '8 kg', '10 kg', '12 kg'], ordered: true, step: 1200 },
  thickness: { name: 'Thickness', values: ['4 mm', '6 mm', '8 mm', '10 mm'], ordered: true, step: 300 },
  tentCapacity: { name: 'Capacity', values: ['1-Person', '2-Person', '3-Person', '4-Person'], ordered: true, step: 3000 },
  comfortRating: { name: 'Comfort Rating', values: ['+10 °C', '+5 °C', '0 °C', '-10 °C'], ordered: true, step: 2500 },
  bottleCapacity: { name: 'Capacity', values: ['500 ml', '750 ml', '1 L'], ordered: true, step: 300 },
  wheelSize: { name: 'Wheel', values: ['20-inch', '26-inch', '27.5-inch', '29-inch'], ordered: true, step: 4000 },
  ballSize: { name: 'Size', values: ['Size 3', 'Size 4', 'Size 5'], ordered: true },
  flavour: { name: 'Flavour', values: ['Original', 'Sea Salt', 'Spicy Chilli', 'Honey Roasted', 'Barbecue', 'Sour Cream & Onion'] },
  sweetFlavour: { name: 'Flavour', values: ['Dark 70%', 'Milk', 'Salted Caramel', 'Hazelnut', 'Mint'] },
  roast: { name: 'Roast', values: ['Light', 'Medium', 'Dark'] },
  grind: { name: 'Grind', values: ['Whole Bean', 'Espresso', 'Filter', 'French Press'] },
  weightG: { name: 'Weight', values: ['250 g', '500 g', '1 kg'], ordered: true, step: 700 },
  teaPack: { name: 'Pack', values: ['20 bags', '50 bags', '100 bags'], ordered: true, step: 500 },
  pack: { name: 'Pack', values: ['Single', '3-Pack', '6-Pack', '12-Pack'], ordered: true, step: 900 },
  edition: { name: 'Edition', values: ['Standard', 'Deluxe'], ordered: true, step: 1500 },
  pieces: { name: 'Pieces', values: ['300 pieces', '500 pieces', '1000 pieces', '1500 pieces'], ordered: true, step: 400 },
  ageRange: { name: 'Age', values: ['0-6 months', '6-12 months', '1-3 years'], ordered: true },
  format: { name: 'Format', values: ['Paperback', 'Hardcover'], ordered: true, step: 700 },
  ruling: { name: 'Ruling', values: ['Lined', 'Dotted', 'Grid', 'Blank'] },
  paperSize: { name: 'Size', values: ['A6', 'A5', 'A4'], ordered: true, step: 200 },
  ink: { name: 'Ink', values: ['Black', 'Blue', 'Red', 'Assorted'] },
  colourSet: { name: 'Set', values: ['12 colours', '24 colours', '36 colours', '48 colours'], ordered: true, step: 500 },
} satisfies Record<string, AttrPool>;

export type AttrKey = keyof typeof ATTRS;
