/** The API's envelope over fetch, for the bench's set-up requests (not timed). */

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** GET `url`'s data; throws unless the envelope's code is 200. */
export async function getData<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const r = await fetch(url, { headers });
  const body = (await r.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.message}`);
  return body.data;
}

export async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'authori-zation': token } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await r.json()) as Envelope<T>;
  if (env.code !== 200) throw new Error(`${url}: ${env.code} ${env.message}`);
  return env.data;
}
