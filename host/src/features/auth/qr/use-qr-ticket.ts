import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@mall/api-client';
import type { LoginResponse } from '@mall/contract';
import { createQrTicket, getQrTicketStatus, type QrStatus } from '../api/qr-login';

/** How often the dialog asks what became of its ticket: the desktop signs in within a second of the phone's yes. */
const QR_POLL_MS = 1000;

export type QrTicketState =
  | { kind: 'loading' }
  /** The backend has no QR sign-in (a backend of the contract's family): the panel shows the mobile mall instead. */
  | { kind: 'off' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ticket'; ticket: string; status: QrStatus };

/**
 * A ticket for the login dialog's QR code, and its status asked every QR_POLL_MS (one request at a time) until it
 * is confirmed, cancelled, expired or used. `onConfirmed` gets the session once. `refresh` starts with a new ticket.
 */
export function useQrTicket(onConfirmed: (login: LoginResponse) => void): { state: QrTicketState; refresh: () => void } {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<QrTicketState>({ kind: 'loading' });
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = (ticket: string) => {
      timer = setTimeout(() => {
        getQrTicketStatus(ticket, { silent: true }).then(
          ({ status, login }) => {
            if (!live) return;
            setState({ kind: 'ticket', ticket, status });
            if (status === 'confirmed' && login) confirmed.current(login);
            else if (status === 'waiting' || status === 'scanned') poll(ticket);
          },
          // A lost answer (network, a restart): ask again; the ticket lives on the server.
          () => {
            if (live) poll(ticket);
          },
        );
      }, QR_POLL_MS);
    };
    setState({ kind: 'loading' });
    createQrTicket({ silent: true }).then(
      ({ ticket }) => {
        if (!live) return;
        setState({ kind: 'ticket', ticket, status: 'waiting' });
        poll(ticket);
      },
      (error: unknown) => {
        if (live) setState(isApiError(error) && error.notServed ? { kind: 'off' } : { kind: 'failed', error });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { state, refresh };
}
