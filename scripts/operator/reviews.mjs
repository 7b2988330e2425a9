import { call, table, UsageError } from './lib.mjs';

/** A review id from the command line. */
function reviewIdArg(value) {
  if (!/^[1-9][0-9]*$/.test(value ?? ''))
    throw new UsageError(`expected a review id, got ${value === undefined ? 'nothing' : `"${value}"`}`);
  return Number(value);
}

const stars = (n) => '★'.repeat(n) + '☆'.repeat(5 - n);
const short = (text, n = 40) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

function describeReview(r) {
  const lines = [
    `#${r.id} ${stars(r.star)} (service ${stars(r.serviceStar)}) on ${r.productName}${r.sku ? ` (${r.sku})` : ''} of ${r.merName}`,
    `  by ${r.nickname}${r.uid ? ` (user #${r.uid})` : ''}, ${r.createTime}${r.merOrderNo ? `, order ${r.merOrderNo}` : ''}`,
    `  “${r.comment}”`,
  ];
  for (const url of r.pics) lines.push(`  picture: ${url}`);
  if (r.merchantReplyContent) lines.push(`  merchant reply (${r.merchantReplyTime}): “${r.merchantReplyContent}”`);
  return lines.join('\n');
}

/** `reviews list|reply`: shoppers' reviews and the merchant's replies (issue 7). */
export const reviews = {
  list: {
    usage: 'reviews list [--replied yes|no] [--page N] [--limit N]',
    options: { replied: { type: 'string' }, page: { type: 'string' }, limit: { type: 'string' } },
    async run({ values }) {
      if (values.replied !== undefined && !['yes', 'no'].includes(values.replied)) throw new UsageError('--replied is yes or no');
      const query = new URLSearchParams();
      for (const key of ['replied', 'page', 'limit']) if (values[key]) query.set(key, values[key]);
      const { data } = await call(`/api/admin/operator/reviews${query.size ? `?${query}` : ''}`);
      if (data.list.length === 0) return 'No reviews.';
      const rows = [['id', 'stars', 'product', 'reviewer', 'written', 'comment', 'reply']];
      for (const r of data.list) {
        rows.push([
          r.id,
          stars(r.star),
          short(r.productName, 32),
          r.nickname,
          r.createTime,
          short(r.comment),
          r.merchantReplyContent ? short(r.merchantReplyContent, 24) : '-',
        ]);
      }
      return `${table(rows)}\n\n${data.list.length} of ${data.total} (page ${data.pageNum} of ${data.pages})`;
    },
  },
  reply: {
    usage: 'reviews reply <id> --content "..."',
    options: { content: { type: 'string' } },
    async run({ positionals, values }) {
      const id = reviewIdArg(positionals[0]);
      if (!values.content?.trim()) throw new UsageError('a reply needs --content "..." (shown under the review)');
      const { message, data } = await call(`/api/admin/operator/reviews/${id}/reply`, {
        method: 'POST',
        body: { content: values.content },
      });
      return `${message}\n${describeReview(data)}`;
    },
  },
};
