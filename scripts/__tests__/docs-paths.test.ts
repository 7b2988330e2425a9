// The newcomer's tour (docs/architecture.md) and the other docs name files and folders of the tree; a file that moves
// without its doc leaves the reader lost. Every repository path a doc names in `code` or links to must exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const TOP_LEVEL = ['host/', 'remotes/', 'shared/', 'api/', 'e2e/', 'scripts/', 'deploy/', 'docs/', '.ci/'];
// Placeholders (<remote>, {a,b}, *, …, $VAR) name a family of paths, not one.
const PLACEHOLDER = /[<>*{}…$]/;

/** The repository paths a Markdown file names: `code` spans and link targets, relative to the repository root. */
function namedPaths(docPath: string): string[] {
  const text = readFileSync(join(root, docPath), 'utf8');
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  // A link with a scheme (https:, mailto:) leaves the repository; only relative targets name a path of the tree.
  const links = [...text.matchAll(/\]\(([^)#\s]+)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => normalize(join(dirname(docPath), target)));
  return [...spans, ...links]
    .map((p) => p.replace(/[:,.]+$/, '').replace(/:\d+(-\d+)?$/, ''))
    .filter((p) => TOP_LEVEL.some((top) => p.startsWith(top)) && !PLACEHOLDER.test(p));
}

const DOCS = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => relative(root, join(root, 'docs', f))),
];

test.each(DOCS)('every file and folder %s names exists in the tree', (doc) => {
  const paths = namedPaths(doc);
  const absent = paths.filter((p) => !existsSync(join(root, p)));
  // A path git ignores is written by a run (e.g. e2e/.auth/, the signed-in state): named, not kept in the tree.
  // Asked as a file and as a folder: a folder pattern (`dist-single/`) matches only a path ending in `/` when the
  // folder does not exist yet, as in a fresh clone.
  const asked = absent.flatMap((p) => [p, `${p}/`]).join('\n');
  const answer = spawnSync('git', ['check-ignore', '--stdin'], { cwd: root, input: asked, encoding: 'utf8' }).stdout;
  const ignored = new Set(answer.split('\n').map((p) => p.replace(/\/$/, '')));
  const missing = absent.filter((p) => !ignored.has(p));
  expect(missing).toEqual([]);
});

test('the tour introduces every app and shared package of the workspace', () => {
  const tour = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const packages = ['remotes', 'shared'].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, dir, entry.name, 'package.json')))
      .map((entry) => ({
        folder: `${dir}/${entry.name}`,
        name: JSON.parse(readFileSync(join(root, dir, entry.name, 'package.json'), 'utf8')).name as string,
      })),
  );
  const absent = packages.filter(({ folder, name }) => !tour.includes(folder) && !tour.includes(name)).map(({ folder }) => folder);
  expect(absent).toEqual([]);
});
