import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { apiForFile } from '../../helper';
import { rows, shopper } from './order-fixtures';
import { backdateShipping, DHL, freshSkus, paidOrder, ship, shipped, storeOrder, track, unpaidOrder } from './order-center-fixtures';
import { OPERATOR } from './settlement-fixtures';

const api = apiForFile();

const LIST = '/api/admin/operator/orders';
const list = (query = '') => api.call(`${LIST}${query}`, { headers: OPERATOR });
const events = async (orderNo: string) =>
  rows(
    api,
    `SELECT e.station, e.state FROM order_tracking_event e JOIN store_order s ON s.id = e.store_order_id
    WHERE s.order_no = $1 ORDER BY e.event_time, e.id`,
    [orderNo],
  );
/** "yyyy-MM-dd HH:mm:ss" in GMT+8, `minutes` from now. */
const apiTime = (minutes: number) => new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().replace('T', ' ').slice(0, 19);

describe('the operator guard', () => {
  it('every order route needs the operator token', async () => {
    const refused = { code: 401, message: 'The operator token is missing or wrong (header x-operator-token)' };
    expect(await api.call(LIST)).toMatchObject(refused);
    expect(await api.call(`${LIST}/SH1/ship`, { body: DHL })).toMatchObject(refused);
    expect(await api.call(`${LIST}/SH1/track`, { body: { station: 'x' }, headers: { 'x-operator-token': 'wrong' } })).toMatchObject(
      refused,
    );
  });
});

describe('GET /api/admin/operator/orders', () => {
  it('lists every shopper’s merchant orders newest first with buyer, shop and state, filtered by state', async () => {
    const buyer = await shopper(api);
    const [a, b] = await freshSkus(api, 2);
    const unpaid = (await unpaidOrder(api, buyer, [[a, 1]])).storeNos[0];
    const [toShip, toReceive] = (
      await paidOrder(api, buyer, [
        [a, 1],
        [b, 2],
      ])
    ).storeNos;
    await shipped(api, toReceive);
    const refunding = (await paidOrder(api, buyer, [[b, 1]])).storeNos[0];
    await api.db.query('UPDATE store_order SET refund_status = 1 WHERE order_no = $1', [refunding]);

    const all = await list('?limit=50');
    expect(all).toMatchObject({ code: 200, data: { page: 1, limit: 50 } });
    const mine = all.data.list.filter((o: { uid: number }) => o.uid === buyer.uid);
    expect(mine.map((o: { orderNo: string; state: string }) => [o.orderNo, o.state])).toEqual([
      [refunding, 'after-sales'],
      [toReceive, 'shipped'],
      [toShip, 'to-ship'],
      [unpaid, 'unpaid'],
    ]);
    expect(mine[1]).toMatchObject({
      buyer: 'Checkout tester',
      buyerEmail: expect.stringMatching(/@mall\.test$/),
      merId: b.mer_id,
      merName: expect.any(String),
      realName: 'Ada Lovelace',
      userPhone: '2079460000',
      userRemark: 'Leave at the door',
      paid: true,
      status: 1,
      totalNum: 2,
      payPrice: '70.00',
      deliveryType: 'express',
      deliveryName: 'DHL Express',
      deliveryCode: 'dhl',
      deliveryId: 'JD0146000012345',
      isUserDel: false,
      receivingTime: null,
      tracking: [{ station: 'Parcel handed to DHL Express', state: 1, time: expect.any(String) }],
    });
    expect(mine[1].deliveryTime).toBe(mine[1].tracking[0].time);

    const states = { unpaid: unpaid, 'to-ship': toShip, shipped: toReceive, 'after-sales': refunding } as const;
    for (const [state, no] of Object.entries(states)) {
      const page = (await list(`?status=${state}&limit=50`)).data;
      expect(page.list.map((o: { orderNo: string }) => o.orderNo)).toContain(no);
      expect(page.list.every((o: { state: string }) => o.state === state)).toBe(true);
    }
    expect((await list('?status=completed&limit=50')).data.list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(toShip);
    expect(await list('?status=lost')).toMatchObject({ code: 400 });
    const paged = (await list('?limit=1&page=2')).data;
    expect(paged).toMatchObject({ page: 2, limit: 1, pageNum: 2, totalPage: paged.total });
    expect(paged.list).toHaveLength(1);
  });
});

describe('POST /api/admin/operator/orders/{orderNo}/ship', () => {
  it('ships a paid order by carrier: status 1, the delivery kept, the handing-over event written', async () => {
    const buyer = await shopper(api);
    const [a] = await freshSkus(api);
    const {
      storeNos: [no],
    } = await paidOrder(api, buyer, [[a, 1]]);
    const r = await ship(api, no, { ...DHL, expName: '  DHL Express ' });
    expect(r).toMatchObject({
      code: 200,
      message: 'Order shipped',
      data: {
        orderNo: no,
        state: 'shipped',
        status: 1,
        deliveryType: 'express',
        deliveryName: 'DHL Express',
        deliveryId: 'JD0146000012345',
      },
    });
    expect(await storeOrder(api, no)).toMatchObject({
      status: 1,
      delivery_type: 'express',
      delivery_name: 'DHL Express',
      delivery_code: 'dhl',
      delivery_id: 'JD0146000012345',
      courier: null,
      courier_phone: null,
      virtual_info: null,
      receiving_time: null,
    });
    expect((await storeOrder(api, no)).delivery_time).not.toBeNull();
    expect(await events(no)).toEqual([{ station: 'Parcel handed to DHL Express', state: 1 }]);
    expect(await api.call('/api/front/order/data', { token: buyer.token })).toMatchObject({
      data: { unShippedCount: 0, receivedCount: 1 },
    });
    // Once is enough: a second ship is refused and changes nothing.
    expect(await ship(api, no, { deliveryType: 'courier', courier: 'Li Wei', courierPhone: '13800138000' })).toMatchObject({
      code: 500,
      message: 'This order has already been shipped',
    });
    expect((await storeOrder(api, no)).delivery_type).toBe('express');
    expect(await events(no)).toHaveLength(1);
  });

  it('ships by the shop’s courier, or virtually with or without information', async () => {
    const buyer = await shopper(api);
    const [a, b, c] = await freshSkus(api, 3);
    const [byCourier, online, bare] = (
      await paidOrder(api, buyer, [
        [a, 1],
        [b, 1],
        [c, 1],
      ])
    ).storeNos;
    expect((await ship(api, byCourier, { deliveryType: 'courier', courier: 'Li Wei', courierPhone: '13800138000' })).data).toMatchObject({
      deliveryType: 'courier',
      courier: 'Li Wei',
      courierPhone: '13800138000',
      deliveryName: 'Li Wei',
      deliveryId: '13800138000',
    });
    expect(await events(byCourier)).toEqual([{ station: 'Parcel handed to the courier Li Wei', state: 1 }]);
    expect((await ship(api, online, { deliveryType: 'virtual', virtualInfo: 'https://mall.test/download/123' })).data).toMatchObject({
      deliveryType: 'virtual',
      virtualInfo: 'https://mall.test/download/123',
      deliveryName: null,
      deliveryId: null,
    });
    expect(await events(online)).toEqual([{ station: 'Delivered online', state: 3 }]);
    expect((await ship(api, bare, { deliveryType: 'virtual' })).data).toMatchObject({ virtualInfo: '', status: 1 });
  });

  it('refuses unpaid, cancelled, shipped and refund orders with the reason in the operator’s language', async () => {
    const buyer = await shopper(api);
    const [a] = await freshSkus(api);
    const unpaid = await unpaidOrder(api, buyer, [[a, 1]]);
    expect(await ship(api, unpaid.storeNos[0], DHL)).toMatchObject({ code: 500, message: 'An unpaid order cannot be shipped' });
    expect(await ship(api, unpaid.storeNos[0], DHL, 'fr')).toMatchObject({
      code: 500,
      message: 'Une commande non payée ne peut pas être expédiée',
    });
    await api.call(`/api/front/order/cancel/${unpaid.masterNo}`, { token: buyer.token, method: 'POST' });
    expect(await ship(api, unpaid.storeNos[0], DHL, 'zh-CN')).toMatchObject({ code: 500, message: '该订单已取消' });

    const {
      storeNos: [refund],
    } = await paidOrder(api, buyer, [[a, 1]]);
    for (const state of [1, 2, 3]) {
      await api.db.query('UPDATE store_order SET refund_status = $2 WHERE order_no = $1', [refund, state]);
      expect(await ship(api, refund, DHL)).toMatchObject({ code: 500, message: 'An order with a refund cannot be shipped' });
    }
    expect((await storeOrder(api, refund)).status).toBe(0);
    const {
      storeNos: [received],
    } = await paidOrder(api, buyer, [[a, 1]]);
    await api.db.query('UPDATE store_order SET status = 2 WHERE order_no = $1', [received]);
    expect(await ship(api, received, DHL)).toMatchObject({ code: 500, message: 'This order has already been shipped' });
    expect(await ship(api, 'SH00000000000000000000', DHL)).toMatchObject({ code: 404, message: 'This order was not found' });
    expect(await events(refund)).toEqual([]);
  });

  it('names a missing or misplaced field of the delivery type', async () => {
    const buyer = await shopper(api);
    const [a] = await freshSkus(api);
    const {
      storeNos: [no],
    } = await paidOrder(api, buyer, [[a, 1]]);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ deliveryType: 'express', expName: 'DHL' }, 'The field “expNo” is required'],
      [{ deliveryType: 'express', expNo: 'JD0146000012345' }, 'The field “expName” is required'],
      [{ deliveryType: 'courier', courier: 'Li Wei' }, 'The field “courierPhone” is required'],
      [
        { deliveryType: 'courier', courier: 'Li Wei', courierPhone: '13800138000', expNo: 'JD0146000012345' },
        'The field “expNo” does not apply to a courier delivery',
      ],
      [{ deliveryType: 'virtual', courier: 'Li Wei' }, 'The field “courier” does not apply to a virtual delivery'],
    ];
    for (const [body, message] of bad) expect(await ship(api, no, body)).toMatchObject({ code: 400, message });
    for (const body of [
      { deliveryType: 'drone' },
      { ...DHL, expNo: 'no spaces allowed' },
      { ...DHL, expName: '   ' },
      { ...DHL, colour: 'red' },
      {},
    ]) {
      expect((await ship(api, no, body)).code).toBe(400);
    }
    expect((await storeOrder(api, no)).status).toBe(0);
  });

  it('of two concurrent ships of one order, one ships it and the other is refused', async () => {
    const buyer = await shopper(api);
    const [a] = await freshSkus(api);
    const {
      storeNos: [no],
    } = await paidOrder(api, buyer, [[a, 1]]);
    const answers = await Promise.all([
      ship(api, no, DHL),
      ship(api, no, { deliveryType: 'courier', courier: 'Li Wei', courierPhone: '13800138000' }),
    ]);
    expect(answers.map((r) => r.code).sort()).toEqual([200, 500]);
    const winner = answers.find((r) => r.code === 200)!;
    expect(answers.find((r) => r.code === 500)!.message).toBe('This order has already been shipped');
    expect((await storeOrder(api, no)).delivery_type).toBe(winner.data.deliveryType);
    expect(await events(no)).toHaveLength(1);
  });
});

describe('POST /api/admin/operator/orders/{orderNo}/track', () => {
  it('appends events to a shipped order, default state 2 and now, in the order they happened', async () => {
    const buyer = await shopper(api);
    const [a] = await freshSkus(api);
    const {
      storeNos: [no],
    } = await paidOrder(api, buyer, [[a, 1]]);
    await shipped(api, no);
    await backdateShipping(api, no, 180);
    const departed = apiTime(-120);
    const r = await track(api, no, { station: '  Departed the Shenzhen sorting centre ', time: departed });
    expect(r).toMatchObject({ code: 200, message: 'Tracking event added' });
    expect(r.data.tracking).toEqual([
      { station: 'Parcel handed to DHL Express', state: 1, time: expect.any(String) },
      { station: 'Departed the Shenzhen sorting centre', state: 2, time: departed },
    ]);
    const now = await track(api, no, { station: 'Delivered to the front desk', state: 3 });
    expect(now.data.tracking.map((e: { state: number }) => e.state)).toEqual([1, 2, 3]);
    expect(await events(no)).toEqual([
      { station: 'Parcel handed to DHL Express', state: 1 },
      { station: 'Departed the Shenzhen sorting centre', state: 2 },
      { station: 'Delivered to the front desk', state: 3 },
    ]);
  });

  it('refuses orders that are not on their way, and times that cannot be', async () => {
    const buyer = await shopper(api);
    const [a, b] = await freshSkus(api, 2);
    const [toShip, online] = (
      await paidOrder(api, buyer, [
        [a, 1],
        [b, 1],
      ])
    ).storeNos;
    const event = { station: 'Arrived at the Leipzig hub' };
    expect(await track(api, toShip, event)).toMatchObject({ code: 500, message: 'Only a shipped order can be tracked' });
    expect(await track(api, toShip, event, 'th')).toMatchObject({ code: 500, message: 'ติดตามพัสดุได้เฉพาะคำสั่งซื้อที่จัดส่งแล้ว' });
    await ship(api, online, { deliveryType: 'virtual' });
    expect(await track(api, online, event)).toMatchObject({ code: 500, message: 'A virtual delivery has no parcel to track' });

    await shipped(api, toShip);
    expect(await track(api, toShip, { ...event, time: apiTime(10) })).toMatchObject({
      code: 400,
      message: 'The event time cannot be in the future',
    });
    expect(await track(api, toShip, { ...event, time: apiTime(-60) })).toMatchObject({
      code: 400,
      message: 'The event time cannot be before the order was shipped',
    });
    expect(await track(api, toShip, { ...event, time: '2025-02-30 10:00:00' })).toMatchObject({
      code: 400,
      message: 'The event time is not a valid date',
    });
    for (const body of [
      { ...event, state: 7 },
      { ...event, state: -2 },
      { station: '' },
      { station: ' ' },
      { ...event, time: '2025-01-01T10:00:00Z' },
    ]) {
      expect((await track(api, toShip, body)).code).toBe(400);
    }
    expect(await events(toShip)).toHaveLength(1);

    await api.call(`/api/front/order/take/${toShip}`, { token: buyer.token, method: 'POST' });
    expect(await track(api, toShip, event, 'fr')).toMatchObject({ code: 500, message: 'Cette commande a déjà été reçue' });
    const unpaid = await unpaidOrder(api, buyer, [[a, 1]]);
    await api.call(`/api/front/order/cancel/${unpaid.masterNo}`, { token: buyer.token, method: 'POST' });
    expect(await track(api, unpaid.storeNos[0], event)).toMatchObject({ code: 500, message: 'This order has been cancelled' });
    expect(await track(api, 'SH00000000000000000000', event)).toMatchObject({ code: 404, message: 'This order was not found' });
  });
});

// scripts/operator.mjs orders … run as the operator runs them (a child process) against this file's API. They live
// here rather than in scripts/__tests__: the scripts jest project cannot load the API (ES-module-only dependencies).
const root = join(__dirname, '..', '..', '..', '..');

interface Run {
  status: number;
  out: string;
  err: string;
}

/** Runs the CLI without blocking this process (the API under test answers from it). */
function operator(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/operator.mjs', ...args],
      {
        cwd: root,
        env: { ...process.env, API_BASE_URL: api.url, OPERATOR_TOKEN: 'dev-operator-token' },
      },
      (error, stdout, stderr) => {
        resolve({ status: error ? Number(error.code) : 0, out: stdout, err: stderr });
      },
    );
  });
}

const stateOf = async (orderNo: string) =>
  (await rows(api, 'SELECT status, delivery_type FROM store_order WHERE order_no = $1', [orderNo]))[0];

describe('node scripts/operator.mjs orders', () => {
  it('ships by carrier, reports a tracking event and lists the order in its new state', async () => {
    const buyer = await shopper(api);
    const [a] = await freshSkus(api);
    const {
      storeNos: [no],
    } = await paidOrder(api, buyer, [[a, 2]]);

    const listed = await operator('orders', 'list', '--status', 'to-ship', '--limit', '50');
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(new RegExp(`${no}\\s+to-ship\\s+`));

    const shipped = await operator('orders', 'ship', no, '--express', 'DHL Express', '--waybill', 'JD0146000012345', '--code', 'dhl');
    expect(shipped).toMatchObject({ status: 0, err: '' });
    expect(shipped.out).toContain('Order shipped');
    expect(shipped.out).toContain(`${no} — shipped`);
    expect(shipped.out).toContain('express: DHL Express (dhl), waybill JD0146000012345');
    expect(shipped.out).toMatch(/\[picked up\] Parcel handed to DHL Express/);
    expect(await stateOf(no)).toEqual({ status: 1, delivery_type: 'express' });

    const tracked = await operator('orders', 'track', no, '--station', 'Arrived at the Leipzig hub', '--state', '2');
    expect(tracked.status).toBe(0);
    expect(tracked.out).toContain('Tracking event added');
    expect(tracked.out).toMatch(/\[in transit\] Arrived at the Leipzig hub/);

    const after = await operator('orders', 'list', '--status', 'shipped', '--limit', '50');
    expect(after.out).toMatch(new RegExp(`${no}\\s+shipped\\s+`));
    expect(after.out).toMatch(/\d+ of \d+ \(page 1 of \d+\)/);
  });

  it('ships by courier or virtually', async () => {
    const buyer = await shopper(api);
    const [a, b] = await freshSkus(api, 2);
    const [byCourier, online] = (
      await paidOrder(api, buyer, [
        [a, 1],
        [b, 1],
      ])
    ).storeNos;
    const c = await operator('orders', 'ship', byCourier, '--courier', 'Li Wei', '--phone', '13800138000');
    expect(c.status).toBe(0);
    expect(c.out).toContain('courier: Li Wei, 13800138000');
    const v = await operator('orders', 'ship', online, '--virtual', 'Licence key: 7Q2M-9XKD-4LPA');
    expect(v.status).toBe(0);
    expect(v.out).toContain('virtual: Licence key: 7Q2M-9XKD-4LPA');
    expect(await stateOf(online)).toEqual({ status: 1, delivery_type: 'virtual' });
  });

  it('exits 1 with the API’s reason when refused, and 2 on a usage error without calling the API', async () => {
    const buyer = await shopper(api);
    const [a] = await freshSkus(api);
    const {
      storeNos: [no],
    } = await unpaidOrder(api, buyer, [[a, 1]]);
    const refused = await operator('orders', 'ship', no, '--express', 'DHL', '--waybill', 'JD0146000012345');
    expect(refused).toMatchObject({ status: 1, out: '' });
    expect(refused.err).toContain('✗ An unpaid order cannot be shipped (code 500)');
    expect((await operator('orders', 'track', no, '--station', 'Somewhere')).err).toContain('Only a shipped order can be tracked');

    const usage: Array<[string[], string]> = [
      [['orders', 'ship', no], 'choose one of --express "<carrier>", --courier "<name>" or --virtual'],
      [['orders', 'ship', no, '--express', 'DHL'], '--express needs --waybill <number>'],
      [['orders', 'ship', no, '--courier', 'Li Wei'], '--courier needs --phone <number>'],
      [['orders', 'ship', no, '--virtual', '--waybill', 'X1234'], '--waybill does not go with --virtual'],
      [['orders', 'ship', no, '--express', 'DHL', '--courier', 'Li'], 'choose one of'],
      [['orders', 'ship', 'SH-1', '--virtual'], 'expected a merchant order number (SH…), got "SH-1"'],
      [['orders', 'track', no], 'a tracking event needs --station'],
      [['orders', 'track', no, '--station', 'x', '--state', '7'], '--state is a number from -1 to 6'],
      [['orders', 'list', '--status', 'lost'], '--status is one of unpaid, to-ship'],
      [['orders', 'ship', no, '--colour', 'red'], 'Unknown option'],
    ];
    for (const [args, message] of usage) {
      const r = await operator(...args);
      expect({ args, status: r.status }).toEqual({ args, status: 2 });
      expect(r.err).toContain(message);
      expect(r.err).toContain('Usage: node scripts/operator.mjs orders');
    }
    expect((await stateOf(no)).status).toBe(0);
    const help = await operator('help');
    expect(help.out).toContain('orders ship <SH…> --express "<carrier>" --waybill <no> [--code <x>]');
  });
});
