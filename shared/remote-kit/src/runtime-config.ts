/** The API base URL from /runtime-config.json (served by a remote's own server when it runs alone). */
export async function fetchApiBaseUrl(url = '/runtime-config.json'): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const config: unknown = await response.json();
  const apiBaseUrl = (config as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl === '') throw new Error(`${url} has no apiBaseUrl`);
  return apiBaseUrl;
}
