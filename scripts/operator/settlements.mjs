import { call, idArg, table, UsageError } from './lib.mjs';

const AUDIT = { 1: 'pending', 2: 'approved', 3: 'rejected' };

function describeSettlement(s) {
  const lines = [
    `#${s.id} ${s.name} — ${AUDIT[s.auditStatus]}${s.merId ? ` (shop #${s.merId})` : ''}`,
    `  applicant: ${s.realName} <${s.email}>${s.phone ? `, ${s.countryCode} ${s.phone}` : ''} (user #${s.uid})`,
    `  category #${s.categoryId} (fee ${s.handlingFee}%), type #${s.typeId}; address: ${s.address}`,
  ];
  if (s.keywords) lines.push(`  keywords: ${s.keywords}`);
  for (const url of JSON.parse(s.qualificationPicture)) lines.push(`  picture: ${url}`);
  for (const h of s.history) lines.push(`  ${h.createTime}  ${h.event}${h.reason ? `: ${h.reason}` : ''}`);
  return lines.join('\n');
}

/** `settlements list|approve|reject`: merchant applications (issue 8). */
export const settlements = {
  list: {
    usage: 'settlements list [--status pending|approved|rejected] [--page N] [--limit N]',
    options: { status: { type: 'string' }, page: { type: 'string' }, limit: { type: 'string' } },
    async run({ values }) {
      const query = new URLSearchParams();
      for (const key of ['status', 'page', 'limit']) if (values[key]) query.set(key, values[key]);
      const { data } = await call(`/api/admin/operator/settlements${query.size ? `?${query}` : ''}`);
      if (data.list.length === 0) return 'No applications.';
      const rows = [['id', 'state', 'shop name', 'applicant', 'email', 'submitted', 'reason']];
      for (const s of data.list) {
        rows.push([s.id, AUDIT[s.auditStatus], s.name, s.realName, s.email, s.updateTime, s.denialReason]);
      }
      return `${table(rows)}\n\n${data.list.length} of ${data.total} (page ${data.pageNum} of ${data.pages})`;
    },
  },
  approve: {
    usage: 'settlements approve <id>',
    options: {},
    async run({ positionals }) {
      const { message, data } = await call(`/api/admin/operator/settlements/${idArg(positionals[0])}/approve`, { method: 'POST' });
      return `${message}\n${describeSettlement(data)}`;
    },
  },
  reject: {
    usage: 'settlements reject <id> --reason "..."',
    options: { reason: { type: 'string' } },
    async run({ positionals, values }) {
      const id = idArg(positionals[0]);
      if (!values.reason?.trim()) throw new UsageError('a rejection needs --reason "..." (shown to the applicant)');
      const { message, data } = await call(`/api/admin/operator/settlements/${id}/reject`, {
        method: 'POST',
        body: { reason: values.reason },
      });
      return `${message}\n${describeSettlement(data)}`;
    },
  },
};
