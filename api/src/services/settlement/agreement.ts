import type { Db } from '../../infra/db';

/** The system_config key an operator sets to replace the built-in agreement (HTML). */
const AGREEMENT_KEY = 'merchant_settled_agreement';

/** The agreement shown until an operator sets their own. */
const DEFAULT_AGREEMENT = [
  '<h2>Merchant settlement agreement</h2>',
  '<p>This agreement is between the mall platform and the business applying to open a shop (“the merchant”).</p>',
  '<h3>1. Application and review</h3>',
  '<p>The merchant gives true, complete and current information and qualification documents. The platform reviews ',
  'each application within 15 working days and may approve it, or reject it with a reason; a rejected application ',
  'may be corrected and submitted again.</p>',
  '<h3>2. Selling on the platform</h3>',
  '<p>The merchant sells only genuine goods it may lawfully sell, describes them honestly, ships the orders it ',
  'accepts, and handles returns and refunds under the platform rules and consumer law.</p>',
  '<h3>3. Fees</h3>',
  '<p>The platform keeps the handling fee of the merchant category, in percent of each completed sale.</p>',
  '<h3>4. Data</h3>',
  '<p>The merchant uses shoppers’ personal data only to fulfil their orders and keeps it confidential.</p>',
  '<h3>5. Suspension</h3>',
  '<p>The platform may close a shop that breaks this agreement, after notice except in urgent cases.</p>',
].join('');

export interface AgreementService {
  /**
   * The settlement agreement, HTML written by operators and sent as written (like the user agreement); the
   * storefront keeps only allow-listed tags when it shows it.
   */
  text(): Promise<string>;
}

export function createAgreementService(db: Db): AgreementService {
  return {
    async text() {
      const r = await db.query<{ value: string }>('SELECT value FROM system_config WHERE key = $1', [AGREEMENT_KEY]);
      return r.rows[0]?.value.trim() || DEFAULT_AGREEMENT;
    },
  };
}
