import { badRequest } from '../../lib/errors';
import './messages';

/** A mainland China mobile number: 11 digits, 13x–19x (what the original checked with ValidateFormUtil.isPhone). */
const CN_MOBILE = /^1[3-9][0-9]{9}$/;

/**
 * The recipient's phone is checked as a Chinese mobile only when the dial code is 86 (as the contract's backend does); other countries'
 * numbers keep the schema's loose shape. Spaces and hyphens typed inside the number are allowed.
 */
export function checkAddressPhone(dial: string, phone: string): void {
  if (dial === '86' && !CN_MOBILE.test(phone.replace(/[\s-]/g, ''))) throw badRequest('address.phone.cnMobile');
}
