const OK_KEY = Symbol('okMessageKey');

export interface OkResult<T> {
  [OK_KEY]: string;
  data: T;
}

/** A successful result; `messageKey` is translated for the caller (default "Success"). */
export function ok<T>(data: T, messageKey = 'ok'): OkResult<T> {
  return { [OK_KEY]: messageKey, data };
}

export function isOk(value: unknown): value is OkResult<unknown> {
  return typeof value === 'object' && value !== null && OK_KEY in value;
}

export function okKey(value: OkResult<unknown>): string {
  return value[OK_KEY];
}
