// Every route of this folder needs a signed-in shopper (code 401 without a live token).
export { signedIn as default } from '../../../plugins/access';
