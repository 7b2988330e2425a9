/**
 * @jest-environment node
 */
// The shell's page names its icons and manifest (host/public/), drawn in the theme's colours; a remote's own page
// (development only) names none.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { theme } from '../../ui-theme/src/theme';

const { htmlTemplate } = createRequire(__filename)('../html-template.cjs') as {
  htmlTemplate: (options: {
    title: string;
    lang: string;
    standaloneRuntime?: boolean;
    shellStart?: () => string | null;
  }) => (args: unknown) => string;
};
const page = (standaloneRuntime: boolean) =>
  htmlTemplate({ title: 'Mall', lang: 'en', standaloneRuntime })({ htmlWebpackPlugin: { tags: { headTags: '', bodyTags: '' } } });
const publicDir = join(__dirname, '..', '..', '..', 'host', 'public');

describe('the icons and the web app manifest', () => {
  it('are named by the shell’s page, in the theme’s brand colour', () => {
    const html = page(false);
    const linked = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(linked).toEqual(['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'manifest.webmanifest']);
    for (const file of linked) expect(readFileSync(join(publicDir, file)).length).toBeGreaterThan(100);
    expect(html).toContain(`<meta name="theme-color" content="${theme.colors.brand}" />`);
    expect(page(true)).toContain('<link rel="icon" href="data:," />');
  });

  it('are drawn and described in the theme’s colours, with the sizes an installed app needs', () => {
    const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: theme.colors.brand,
      background_color: theme.colors.background,
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
    for (const icon of manifest.icons.slice(1)) {
      const png = readFileSync(join(publicDir, icon.src));
      // PNG's IHDR: width and height at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(readFileSync(join(publicDir, 'favicon.svg'), 'utf8')).toContain(`fill="${theme.colors.brand}"`);
  });
});

describe('the shell’s scripts', () => {
  const built = {
    htmlWebpackPlugin: {
      files: { publicPath: '/', js: ['/main.0123abcd.js'] },
      tags: { headTags: '<script defer="defer" src="/main.0123abcd.js"></script>', bodyTags: '' },
    },
  };

  it('preload main.js and run it through the shell start (docs/serving.md, "The shell’s start")', () => {
    const html = htmlTemplate({ title: 'Mall', lang: 'en', shellStart: () => 'shell-start.89abcdef.js' })(built);
    expect(html).toContain('<link rel="preload" as="script" href="/main.0123abcd.js" />');
    expect(html).toContain('<script defer src="/shell-start.89abcdef.js" data-main="/main.0123abcd.js"></script>');
    // main.js is not a script of the page itself: the shell start runs it.
    expect(html).not.toContain('<script defer="defer" src="/main.0123abcd.js">');
  });

  it('are the build’s own tags on a remote’s page', () => {
    const html = htmlTemplate({ title: 'catalog', lang: 'en', standaloneRuntime: true })(built);
    expect(html).toContain('<script defer="defer" src="/main.0123abcd.js"></script>');
    expect(html).not.toContain('shell-start');
  });
});
