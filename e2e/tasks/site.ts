// The operator's site details as the API answers them (seeded demo values: docs/operator.md, "Site details"), so the journeys
// check that the shell shows what the operator configured rather than restating the seed.
import { apiCall } from '../fixtures/api';

export interface SiteDetails {
  siteAddress: string;
  siteRegistrationNo: string;
  siteCopyrightOwner: string;
  mobileMallUrl: string;
}

export async function siteDetails(): Promise<SiteDetails> {
  const r = await apiCall<SiteDetails>('/api/pc/home/index');
  if (r.code !== 200) throw new Error(`home data: ${r.code} ${r.message}`);
  return r.data;
}

/**
 * The footer's copyright line in a locale: its template with this year and the owner, the owner's own closing full
 * stop not doubled by the template's (site-footer.tsx does the same).
 */
export function copyrightLine(t: (id: string, args?: Record<string, string | number>) => string, owner: string): string {
  const line = t('host.SiteFooter.copyright', { year: new Date().getFullYear(), owner });
  return owner.endsWith('.') ? line.replace(`${owner}.`, owner) : line;
}
