import { badRequest } from '../../lib/errors';
import './messages';

/** What the simulated card network does with a card (Stripe's documented test numbers). */
export type CardOutcome = { kind: 'succeeded' } | { kind: 'declined'; code: string; message: string } | { kind: 'requires_action' };

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002500003155',
} as const;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks the card as a card form would (400 with the field's message): a 12–19 digit number passing Luhn (spaces and
 * hyphens ignored), a month 1–12, an expiry not before the current month (two-digit years are 20xx), a 3–4 digit
 * CVC. Then the test network decides: 4242… succeeds, 4000…0002 is declined (card_declined), 4000…9995 has
 * insufficient funds, 4000 0025 0000 3155 needs authentication, any other valid number is declined as it would be
 * in Stripe's test mode.
 */
export function runTestCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw badRequest('pay.card.number');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) throw badRequest('pay.card.expiry');
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) throw badRequest('pay.card.expired');
  if (!/^\d{3,4}$/.test(card.cvc)) throw badRequest('pay.card.cvc');
  switch (digits) {
    case TEST_CARDS.success:
      return { kind: 'succeeded' };
    case TEST_CARDS.declined:
      return { kind: 'declined', code: 'card_declined', message: 'Your card was declined.' };
    case TEST_CARDS.insufficientFunds:
      return { kind: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    case TEST_CARDS.authentication:
      return { kind: 'requires_action' };
    default:
      return {
        kind: 'declined',
        code: 'test_mode_live_card',
        message: 'Your card was declined: use a test card on this test payment page.',
      };
  }
}
