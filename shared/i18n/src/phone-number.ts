/**
 * A phone number as a shopper reads it: with its dial code ("+86 13800138000") when the account's is known (ours;
 * a backend of the contract's family sends the national number alone), else the national number; "" without one.
 */
export function phoneWithDialCode(phone: string | null | undefined, countryCode?: string | null): string {
  const national = phone?.trim() ?? '';
  const dial = (countryCode ?? '').trim().replace(/^\+/, '');
  if (!national) return '';
  return /^[0-9]{1,4}$/.test(dial) ? `+${dial} ${national}` : national;
}
