import { isConnectionError } from '../src/infra/db';
import { apiForFile } from './helper';

const api = apiForFile();

describe('health routes', () => {
  it('answers /health/live and /health/ready with the envelope while all is well; /health as before', async () => {
    const live = await api.call('/health/live');
    expect(live).toMatchObject({ status: 200, code: 200, data: { status: 'live' } });
    const ready = await api.call('/health/ready');
    expect(ready).toMatchObject({
      status: 200,
      code: 200,
      data: { process: 'ok', database: 'ok', migrations: 'ok', redis: 'off' },
    });
    // The database the suite runs on: embedded PGlite, or the PostgreSQL server of TEST_DATABASE_URL (npm test's step 3).
    expect((await api.call('/health')).data).toEqual({ db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('is not ready, with what failed, when the database cannot be reached', async () => {
    const query = api.rawDb.query;
    api.rawDb.query = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      const ready = await api.call('/health/ready', { lang: 'fr' });
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('1');
      expect(ready).toMatchObject({
        code: 503,
        message: 'Le service est momentanément indisponible, veuillez réessayer dans un instant',
        data: { process: 'ok', database: 'connect ECONNREFUSED 127.0.0.1:5432', migrations: 'unknown' },
      });
      // Every route: HTTP 503, Retry-After, the translated envelope; never "System exception".
      const read = await api.call('/api/front/product/list?page=1&limit=3&keyword=unavailable', { lang: 'zh-CN' });
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('1');
      expect(read).toMatchObject({ code: 503, message: '服务暂时不可用，请稍后重试', data: null });
    } finally {
      api.rawDb.query = query;
    }
    expect((await api.call('/health/ready')).status).toBe(200);
  });

  it('is not ready once the process is shutting down (SIGTERM), and still serves meanwhile', async () => {
    api.app.drain();
    const ready = await api.call('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.data.process).toBe('shutting down');
    expect((await api.call('/health/live')).status).toBe(200);
    expect((await api.call('/api/front/product/list?page=1&limit=3')).code).toBe(200);
  });
});

describe('isConnectionError', () => {
  it('knows the errors of a database that cannot be reached right now', () => {
    for (const err of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      // A request that reached a process closing its pool on SIGTERM (seen under the bench's load at shutdown).
      new Error('Cannot use a pool after calling end on the pool'),
    ]) {
      expect([err.message, isConnectionError(err)]).toEqual([err.message, true]);
    }
  });

  it('leaves every other error alone', () => {
    for (const err of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new Error('something else'),
      null,
      'Connection terminated',
    ]) {
      expect(isConnectionError(err)).toBe(false);
    }
  });
});
