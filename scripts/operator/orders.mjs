import { call, table, UsageError } from './lib.mjs';

const STATES = ['unpaid', 'to-ship', 'shipped', 'received', 'completed', 'cancelled', 'after-sales'];

/** The contract's tracking states (facts section 3). */
const TRACK_STATE = {
  '-1': 'error',
  0: 'no track',
  1: 'picked up',
  2: 'in transit',
  3: 'signed',
  4: 'problem',
  5: 'difficult',
  6: 'returned-signed',
};

/** A merchant order number from the command line. */
function orderNoArg(value) {
  if (!/^[A-Za-z0-9]{1,40}$/.test(value ?? '')) {
    throw new UsageError(`expected a merchant order number (SH…), got ${value === undefined ? 'nothing' : `"${value}"`}`);
  }
  return value;
}

function delivery(o) {
  if (o.deliveryType === 'express')
    return `express: ${o.deliveryName}${o.deliveryCode ? ` (${o.deliveryCode})` : ''}, waybill ${o.deliveryId}`;
  if (o.deliveryType === 'courier') return `courier: ${o.courier}, ${o.courierPhone}`;
  if (o.deliveryType === 'virtual') return `virtual${o.virtualInfo ? `: ${o.virtualInfo}` : ''}`;
  return '';
}

function describeOrder(o) {
  const lines = [
    `${o.orderNo} — ${o.state} (shop #${o.merId} ${o.merName}; master order ${o.masterOrderNo})`,
    `  buyer: ${o.buyer}${o.buyerEmail ? ` <${o.buyerEmail}>` : ''} (user #${o.uid}); deliver to ${o.realName}, ${o.userPhone}, ${o.userAddress}`,
    ...o.orderInfoList.map((l) => `  ${l.payNum} × ${l.productName}${l.sku ? ` (${l.sku})` : ''} at ${l.price}`),
    `  paid ${o.payPrice} (freight ${o.payPostage})${o.payTime ? ` on ${o.payTime}` : ''}`,
  ];
  if (o.userRemark) lines.push(`  note: ${o.userRemark}`);
  if (o.deliveryType) lines.push(`  ${delivery(o)}; shipped ${o.deliveryTime}`);
  for (const e of o.tracking) lines.push(`  ${e.time}  [${TRACK_STATE[e.state] ?? e.state}] ${e.station}`);
  if (o.receivingTime) lines.push(`  receipt confirmed ${o.receivingTime}`);
  return lines.join('\n');
}

/** The ship body from exactly one of --express/--courier/--virtual. */
function shipBody({ values, positionals }) {
  const chosen = ['express', 'courier', 'virtual'].filter((k) => values[k] !== undefined && values[k] !== false);
  if (chosen.length !== 1) throw new UsageError('choose one of --express "<carrier>", --courier "<name>" or --virtual');
  const [kind] = chosen;
  const misplaced = { express: ['phone'], courier: ['waybill', 'code'], virtual: ['waybill', 'code', 'phone'] }[kind].filter(
    (k) => values[k] !== undefined,
  );
  if (misplaced.length > 0) throw new UsageError(`--${misplaced[0]} does not go with --${kind}`);
  if (kind === 'express') {
    if (!values.waybill) throw new UsageError('--express needs --waybill <number>');
    return { deliveryType: 'express', expName: values.express, expNo: values.waybill, ...(values.code ? { expCode: values.code } : {}) };
  }
  if (kind === 'courier') {
    if (!values.phone) throw new UsageError('--courier needs --phone <number>');
    return { deliveryType: 'courier', courier: values.courier, courierPhone: values.phone };
  }
  // --virtual takes its information, if any, as the word after it: `--virtual "Licence key: …"`.
  if (positionals.length > 2) throw new UsageError('--virtual takes at most one piece of information (quote it)');
  return { deliveryType: 'virtual', ...(positionals[1] !== undefined ? { virtualInfo: positionals[1] } : {}) };
}

/** `orders list|ship|track`: merchant orders, shipping and tracking (issue 7). */
export const orders = {
  list: {
    usage: `orders list [--status ${STATES.join('|')}] [--page N] [--limit N]`,
    options: { status: { type: 'string' }, page: { type: 'string' }, limit: { type: 'string' } },
    async run({ values }) {
      if (values.status && !STATES.includes(values.status)) throw new UsageError(`--status is one of ${STATES.join(', ')}`);
      const query = new URLSearchParams();
      for (const key of ['status', 'page', 'limit']) if (values[key]) query.set(key, values[key]);
      const { data } = await call(`/api/admin/operator/orders${query.size ? `?${query}` : ''}`);
      if (data.list.length === 0) return 'No orders.';
      const rows = [['order', 'state', 'shop', 'buyer', 'items', 'paid', 'placed', 'delivery']];
      for (const o of data.list) {
        rows.push([
          o.orderNo,
          o.state + (o.isUserDel ? ' (deleted by the buyer)' : ''),
          o.merName,
          o.buyer,
          o.totalNum,
          o.payPrice,
          o.createTime,
          delivery(o),
        ]);
      }
      return `${table(rows)}\n\n${data.list.length} of ${data.total} (page ${data.page} of ${data.totalPage})`;
    },
  },
  ship: {
    usage: 'orders ship <SH…> --express "<carrier>" --waybill <no> [--code <x>] | --courier "<name>" --phone <p> | --virtual ["info"]',
    options: {
      express: { type: 'string' },
      waybill: { type: 'string' },
      code: { type: 'string' },
      courier: { type: 'string' },
      phone: { type: 'string' },
      virtual: { type: 'boolean' },
    },
    async run(parsed) {
      const orderNo = orderNoArg(parsed.positionals[0]);
      const body = shipBody(parsed);
      const { message, data } = await call(`/api/admin/operator/orders/${orderNo}/ship`, { method: 'POST', body });
      return `${message}\n${describeOrder(data)}`;
    },
  },
  track: {
    usage: 'orders track <SH…> --station "..." [--state -1..6] [--time "yyyy-MM-dd HH:mm:ss"]',
    options: { station: { type: 'string' }, state: { type: 'string' }, time: { type: 'string' } },
    async run({ positionals, values }) {
      const orderNo = orderNoArg(positionals[0]);
      if (!values.station?.trim()) throw new UsageError('a tracking event needs --station "..." (what happened, where)');
      const body = { station: values.station };
      if (values.state !== undefined) {
        if (!/^(-1|[0-6])$/.test(values.state)) throw new UsageError('--state is a number from -1 to 6');
        body.state = Number(values.state);
      }
      if (values.time !== undefined) body.time = values.time;
      const { message, data } = await call(`/api/admin/operator/orders/${orderNo}/track`, { method: 'POST', body });
      return `${message}\n${describeOrder(data)}`;
    },
  },
};
