// The storefront's error reports (issue 29): uncaught errors, unhandled rejections and remotes that failed to load
// (runtime-plugins/fallback.ts) are sent to the API's POST /api/front/client-errors, which logs them beside the
// request logs (api/src/plugins/client-errors.ts). No personal data leaves the browser: the page's path without
// its query or fragment, the failing script's address likewise, the message cut to 500 characters (the API masks
// anything shaped like an email address or a long number). At most MAX_REPORTS per page load, each distinct error
// once; reports made before the runtime configuration is read wait for it.

import * as endpoints from '@mall/contract/endpoints';
export interface ErrorReport {
  kind: 'error' | 'unhandledrejection' | 'remote-load';
  message: string;
  source?: string;
  line?: number;
  column?: number;
  remote?: string;
}

export const CLIENT_ERRORS_PATH = endpoints.clientErrors;
/** Reports one page load may send (a loop of errors must not flood the API; it limits per IP too). */
export const MAX_REPORTS = 10;

let endpoint: string | null = null;
let waiting: ErrorReport[] = [];
const seen = new Set<string>();
let sent = 0;

const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '');

function send(report: ErrorReport): void {
  const body = JSON.stringify({ ...report, page: window.location.pathname });
  // keepalive: a report made while the page unloads still leaves. Failures are dropped: reporting must never throw.
  void fetch(endpoint!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** Queues one report (sent once the reporter knows the API, deduplicated, at most MAX_REPORTS per page load). */
export function reportError(report: ErrorReport): void {
  const clean: ErrorReport = {
    ...report,
    message: (report.message || 'unknown error').slice(0, 500),
    ...(report.source ? { source: withoutQuery(report.source).slice(0, 300) } : {}),
  };
  const key = `${clean.kind}|${clean.remote ?? ''}|${clean.message}|${clean.source ?? ''}`;
  if (seen.has(key) || sent >= MAX_REPORTS) return;
  seen.add(key);
  sent += 1;
  if (endpoint) send(clean);
  else waiting.push(clean);
}

const messageOf = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

function onError(event: ErrorEvent): void {
  reportError({
    kind: 'error',
    message: event.error ? messageOf(event.error) : event.message,
    ...(event.filename ? { source: event.filename, line: event.lineno, column: event.colno } : {}),
  });
}

function onRejection(event: PromiseRejectionEvent): void {
  reportError({ kind: 'unhandledrejection', message: messageOf(event.reason) });
}

/** Starts reporting to the API at `apiBaseUrl` (called once the runtime configuration is read); returns a stop. */
export function startErrorReporter(apiBaseUrl: string): () => void {
  endpoint = `${apiBaseUrl.replace(/\/$/, '')}${CLIENT_ERRORS_PATH}`;
  for (const report of waiting) send(report);
  waiting = [];
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    endpoint = null;
    waiting = [];
    seen.clear();
    sent = 0;
  };
}
