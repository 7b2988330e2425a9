/**
 * @jest-environment node
 */
// The apps share react-router-dom as the list of exports in router-subset.mjs: a name imported anywhere in the
// apps' sources but missing there would be undefined in the built storefront.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    // Jest's files (tests and their helpers) import react-router-dom itself: they are never built.
    if (['node_modules', 'dist', 'dist-single', '__tests__', 'testing'].includes(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function importedNames(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

describe('router-subset.mjs', () => {
  const subset = readFileSync(join(__dirname, '..', 'router-subset.mjs'), 'utf8');
  const exported = new Set(
    /export \{([^}]*)\}/
      .exec(subset)![1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
  const files = ['host/src', 'remotes', 'shared'].flatMap((d) => sources(join(root, d)));

  it('exports every name the apps import from react-router-dom', () => {
    const missing = [...importedNames(files)].filter((name) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('exports only names react-router-dom has', async () => {
    const router = await import('react-router-dom');
    expect([...exported].filter((name) => !(name in router))).toEqual([]);
  });
});
