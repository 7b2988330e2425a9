import { call, table, UsageError } from './lib.mjs';

const STATE = { 0: 'reviewing', 1: 'refused', 2: 'refunding', 3: 'refunded' };

/** A refund number from the command line ("RE" and digits). */
function refundNoArg(value) {
  if (!/^RE[0-9]{1,38}$/.test(value ?? '')) {
    throw new UsageError(`expected a refund number (RE…), got ${value === undefined ? 'nothing' : `"${value}"`}`);
  }
  return value;
}

function describeRefund(r) {
  const lines = [
    `${r.refundOrderNo} — ${STATE[r.refundStatus]}: ${r.refundPrice} (at most ${r.maxRefundPrice}) for ${r.totalNum} unit(s)`,
    `  order ${r.merOrderNo} of ${r.merName} (order status ${r.orderStatus}); shopper: ${r.buyer} (user #${r.uid})`,
    `  reason: ${r.refundReasonWap}${r.refundReasonWapExplain ? ` — ${r.refundReasonWapExplain}` : ''}`,
  ];
  if (r.mark) lines.push(`  remark: ${r.mark}`);
  for (const url of r.refundReasonWapImg ? r.refundReasonWapImg.split(',') : []) lines.push(`  picture: ${url}`);
  for (const l of r.orderInfoList) lines.push(`  ${l.payNum} × ${l.productName}${l.sku ? ` (${l.sku})` : ''} at ${l.price}`);
  if (r.refundReason) lines.push(`  refused: ${r.refundReason}`);
  if (r.paymentRefundId) {
    lines.push(`  paid back ${r.refundTime} as ${r.paymentRefundId}; points returned ${r.pointsReturned}, taken back ${r.pointsDeducted}`);
  }
  for (const h of r.history) lines.push(`  ${h.createTime}  ${h.event}${h.note ? `: ${h.note}` : ''}`);
  return lines.join('\n');
}

/** `refunds list|approve|confirm|refuse`: shoppers' refund requests (issue 7). */
export const refunds = {
  list: {
    usage: 'refunds list [--status reviewing|refused|refunding|refunded] [--page N] [--limit N]',
    options: { status: { type: 'string' }, page: { type: 'string' }, limit: { type: 'string' } },
    async run({ values }) {
      const query = new URLSearchParams();
      for (const key of ['status', 'page', 'limit']) if (values[key]) query.set(key, values[key]);
      const { data } = await call(`/api/admin/operator/refunds${query.size ? `?${query}` : ''}`);
      if (data.list.length === 0) return 'No refunds.';
      const rows = [['refund', 'state', 'amount', 'units', 'order', 'shop', 'shopper', 'asked', 'reason']];
      for (const r of data.list) {
        rows.push([
          r.refundOrderNo,
          STATE[r.refundStatus],
          r.refundPrice,
          r.totalNum,
          r.merOrderNo,
          r.merName,
          r.buyer,
          r.createTime,
          r.refundReasonWap,
        ]);
      }
      return `${table(rows)}\n\n${data.list.length} of ${data.total} (page ${data.pageNum} of ${data.pages})`;
    },
  },
  approve: {
    usage: 'refunds approve <RE…>',
    options: {},
    async run({ positionals }) {
      const { message, data } = await call(`/api/admin/operator/refunds/${refundNoArg(positionals[0])}/approve`, { method: 'POST' });
      return `${message}\n${describeRefund(data)}`;
    },
  },
  confirm: {
    usage: 'refunds confirm <RE…>',
    options: {},
    async run({ positionals }) {
      const { message, data } = await call(`/api/admin/operator/refunds/${refundNoArg(positionals[0])}/confirm`, { method: 'POST' });
      return `${message}\n${describeRefund(data)}`;
    },
  },
  refuse: {
    usage: 'refunds refuse <RE…> --reason "..."',
    options: { reason: { type: 'string' } },
    async run({ positionals, values }) {
      const no = refundNoArg(positionals[0]);
      if (!values.reason?.trim()) throw new UsageError('a refusal needs --reason "..." (shown to the shopper)');
      const { message, data } = await call(`/api/admin/operator/refunds/${no}/refuse`, { method: 'POST', body: { reason: values.reason } });
      return `${message}\n${describeRefund(data)}`;
    },
  },
};
