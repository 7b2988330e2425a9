import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../../src/lib/paths';

/** Runs scripts/operator.mjs with `args` against the API at `apiUrl` (no OPERATOR_TOKEN: the development token). */
export async function operatorCli(apiUrl: string, ...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [join(repoRoot, 'scripts/operator.mjs'), ...args], {
      env: { ...process.env, API_BASE_URL: apiUrl, OPERATOR_TOKEN: '' },
    });
    return { status: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
