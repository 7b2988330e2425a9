import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs `fn` while no other worker of the run is inside a block of the same name. For the little data that every
 * shopper shares and one journey changes while another counts it (the stores the street counts, which the merchant
 * application journey opens one more of): the two take turns, so both can run in parallel workers with the rest.
 * The turn is a directory made atomically in the run's own folder (playwright.config.ts: E2E_TURNS_DIR).
 */
export async function inTurn<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const turn = join(process.env.E2E_TURNS_DIR ?? tmpdir(), `${name}.turn`);
  for (;;) {
    try {
      mkdirSync(turn);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(turn, { recursive: true, force: true });
  }
}
