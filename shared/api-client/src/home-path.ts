import { PREFIXES } from '@mall/platform/locales';

/** True for '/', '/zh-CN', '/fr/' …: the home page under any locale prefix. */
export function isHomePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && PREFIXES.includes(`/${segments[0]}`)) segments.shift();
  return segments.length === 0;
}
