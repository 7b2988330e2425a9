// The address book's changes; the list is getAllAddresses ('@mall/api-client/calls': the checkout reads it too).
import type { CallOptions } from '@mall/api-client';
import { postForMessage } from '@mall/api-client/calls';
import type { AddressEditRequest, ApiMessage } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/address/edit: creates (no id) or updates an address, resolving the server's "saved" message. */
export function editAddress(body: AddressEditRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.addressEdit, body, options);
}

/** POST /api/front/address/del {id}. */
export function deleteAddress(id: number, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.addressDelete, { id }, options);
}

/** POST /api/front/address/default/set {id}. */
export function setDefaultAddress(id: number, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.addressSetDefault, { id }, options);
}
