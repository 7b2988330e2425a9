/** Word lists for reviews, reviewers and book titles. `{noun}` is replaced by the product's noun in lower case. */
export const REVIEW_TEXT: Record<'great' | 'good' | 'mixed' | 'poor', string[]> = {
  great: [
    'Absolutely love this {noun}. The quality is excellent and it arrived two days early.',
    'Exactly as described. Well made, nicely packed, and it looks even better in person.',
    'Second time buying from this shop and again very happy. Highly recommended!',
    'Great value for money. I compared a few options and this {noun} is the best by far.',
    'Bought it as a gift and my sister loved it. Will definitely order again.',
    'Fast delivery, careful packaging and the {noun} feels premium. Five stars.',
    'Fits perfectly and the colour is true to the photos.',
    'Really impressed with the finish and attention to detail.',
    'Does everything I hoped for. Easy to use straight out of the box.',
  ],
  good: [
    'Good {noun} for the price. Delivery took a little longer than expected, but it was worth the wait.',
    'Nice quality overall. The colour is a touch darker than in the pictures.',
    'Works well so far. I would give five stars if the instructions were clearer.',
    'Solid purchase. Packaging could be more eco-friendly.',
    'Happy with it. Customer service answered my question within an hour.',
  ],
  mixed: [
    'It is okay. Does the job, but I expected a bit more for this price.',
    'Average quality. One of the seams was loose but it is still usable.',
    'Decent {noun}, although delivery took over a week.',
    'Not bad, not great. The size runs a little small.',
  ],
  poor: [
    'Disappointed. The {noun} looked different from the photos.',
    'Arrived with a scratch on the side. The seller offered a partial refund.',
    'Stopped working properly after two weeks. Waiting for a replacement.',
    'Too small for me and the return process was slow.',
  ],
};

export const MERCHANT_REPLIES: Record<'thanks' | 'sorry', string[]> = {
  thanks: [
    'Thank you so much for your kind review! We are glad you love it.',
    'Thanks for shopping with us, we hope to see you again soon.',
    'We really appreciate the feedback. Enjoy your new purchase!',
  ],
  sorry: [
    'We are sorry to hear this. Please contact our service team and we will make it right.',
    'Thank you for letting us know. We have passed your feedback to our quality team and will follow up by message.',
    'Sorry about the experience. A replacement or full refund is available, just reach out to us.',
  ],
};

export const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Sophia',
  'Mason',
  'Isla',
  'Ethan',
  'Mia',
  'James',
  'Amelia',
  'Benjamin',
  'Harper',
  'Henry',
  'Evelyn',
  'Leo',
  'Chloe',
  'Daniel',
  'Grace',
  'Ryan',
  'Lily',
  'Jack',
  'Zoe',
  'Sam',
  'Nora',
  'Owen',
  'Ruby',
  'Kai',
  'Hana',
  'Wei',
  'Mei',
  'Arjun',
  'Priya',
  'Tomás',
  'Lucía',
  'Yuki',
  'Min-jun',
  'Anh',
];

export const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTWZ';

export const BOOK_ADJECTIVES = [
  'Quiet',
  'Last',
  'Hidden',
  'Silver',
  'Northern',
  'Forgotten',
  'Golden',
  'Long',
  'Lantern',
  'Paper',
  'Salt',
  'Midnight',
];
export const BOOK_NOUNS = [
  'Orchard',
  'Harbour',
  'Garden',
  'River',
  'Lighthouse',
  'Kitchen',
  'Journey',
  'Mountain',
  'Library',
  'Summer',
  'Forest',
  'City',
];

/** Hot search keywords; each matches real product names of the seed. */
export const HOT_KEYWORDS = [
  'T-Shirt',
  'Sneakers',
  'Headphones',
  'Smart Watch',
  'Coffee',
  'Yoga Mat',
  'Backpack',
  'Lipstick',
  'Notebook',
  'Green Tea',
];
