// QR sign-in (ours; docs/contract.md "Codes and sign-in"): the desktop's dialog shows a one-time ticket as a QR code,
// the shopper's signed-in phone confirms it, the desktop asks the ticket's status until its session arrives.
import { request, requestEnvelope, type CallOptions, withOptions } from '@mall/api-client';
import type { ApiMessage, LoginResponse } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

export interface QrTicket {
  /** 43 base64url characters, single use. */
  ticket: string;
  /** Seconds it can be scanned and confirmed. */
  expiresIn: number;
}

/** waiting → scanned → confirmed (once, with the session) → used; or cancelled / expired. */
export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'expired' | 'used';

export interface QrTicketStatus {
  status: QrStatus;
  expiresIn: number;
  login: LoginResponse | null;
}

const post = <T>(url: string, data: unknown, options?: CallOptions) => request<T>({ method: 'POST', url, data, ...withOptions(options) });

/** POST /api/front/login/qr/ticket: a new ticket for the login dialog. */
export function createQrTicket(options?: CallOptions): Promise<QrTicket> {
  return post(endpoints.qrTicket, undefined, options);
}

/** POST /api/front/login/qr/status {ticket}: what became of it; `login` once the phone confirmed. */
export function getQrTicketStatus(ticket: string, options?: CallOptions): Promise<QrTicketStatus> {
  return post(endpoints.qrStatus, { ticket }, options);
}

/** POST /api/front/login/qr/scan {ticket} (signed in): the phone opened the ticket's page. */
export function scanQrTicket(ticket: string, options?: CallOptions): Promise<{ expiresIn: number }> {
  return post(endpoints.qrScan, { ticket }, options);
}

async function postForMessage(url: string, ticket: string, options?: CallOptions): Promise<ApiMessage> {
  const { message } = await requestEnvelope<unknown>({ method: 'POST', url, data: { ticket }, ...withOptions(options) });
  return { message };
}

/** POST /api/front/login/qr/confirm {ticket} (signed in): sign the computer in as this shopper. */
export function confirmQrTicket(ticket: string, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.qrConfirm, ticket, options);
}

/** POST /api/front/login/qr/cancel {ticket} (signed in): decline. */
export function cancelQrTicket(ticket: string, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.qrCancel, ticket, options);
}
