import type { WireEnvelope as Envelope } from '../../../api/src/schemas/common';
import type { PhonePasswordLoginBody } from '../../../api/src/schemas/auth';

export type { PageInfo, PageQuery } from '../../../api/src/schemas/common';

/** Every answer: HTTP 200 with the outcome in `code` and the payload in `data` (docs/contract.md, "The envelope"). */
export type ApiEnvelope<T> = Envelope<T>;

/** A call that resolves the server's message (codes sent, password reset, profile saved). */
export type ApiMessage = Pick<Envelope<unknown>, 'message'>;

/** A dial code as the phone endpoints accept it: '+86', '86' or 86. */
export type CountryCode = PhonePasswordLoginBody['countryCode'];
