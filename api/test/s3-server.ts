import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface S3Server {
  /** The endpoint, e.g. http://127.0.0.1:41234 (path-style buckets, any credentials accepted). */
  url: string;
  stop(): Promise<void>;
}

/** The credentials s3rver expects (it accepts the default pair). */
export const S3RVER_KEYS = { MEDIA_S3_ACCESS_KEY: 'S3RVER', MEDIA_S3_SECRET_KEY: 'S3RVER' };

/**
 * Starts s3rver 3.7 on a free loopback port in a child process (test/s3rver-process.cjs) over a fresh folder. This is
 * the S3-compatible server the tests use for the S3 media driver: the npm registry has no MinIO.
 */
export async function startS3Server(): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', join(__dirname, 's3rver-process.cjs'), dir], {
    // stdin is the child's lifeline: it exits when this process does, even if stop() is never called.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
