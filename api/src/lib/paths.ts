import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findUp(from: string, marker: string): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find ${marker} above ${from}`);
    dir = parent;
  }
}

/** The api/ folder (holds migrations/), the same from src/ under tsx or jest and from dist/ once built. */
export const apiRoot = findUp(__dirname, 'migrations');
/** The workspace root (default data folder `.data/`). */
export const repoRoot = findUp(apiRoot, 'pnpm-workspace.yaml');
