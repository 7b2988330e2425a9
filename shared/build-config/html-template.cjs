// The one HTML page each app serves (the host's shell page, or a remote's standalone page).
// standaloneRuntime: a remote's own page loads the federation runtime its remoteEntry expects from a host.
// The shell's page names its icons and web app manifest (host/public/: the theme's brand red, drawn by
// scripts/make-icons.mjs); a remote's own page, for development only, keeps an empty icon.
const SHELL_ICONS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<meta name="theme-color" content="#e93323" />',
].join('\n    ');

// The host's page CSS for the first screen the static servers write after <div id="root"> on home, product, street and search pages
// (the API's api/src/services/seo/first-screen.ts; docs/serving.md, "The served first screen"): the same boxes the
// shell and the page draw — the theme's page column, home's banner beside the category panel, the product overview's
// picture, name and price (remotes/catalog) — so that before any script runs the page's largest picture is painted
// where the page will draw it. It sits over the page's place (absolute, no box in the flow: nothing moves when it
// goes) until the host removes it (host/src/components/first-screen.tsx), and lets clicks through to the page. The
// top is the height of the shell's bands above <main> (top bar, header, category band: 171 px on a desktop screen).
// A stylesheet of the page, not style attributes: the CSP's style-src allows inline styles ('unsafe-inline'), no nonce.
const FIRST_SCREEN_CSS = [
  'body{margin:0}',
  // The page's scrollbar's place, kept while the first screen is on screen: the shell's page is always taller than the
  // window, so its scrollbar comes with it, and the centred column would move by half its width. In a window wider
  // than the column from the first layout on (with `:has()` alone the serving suite saw the desktop first screen laid
  // out once without the gutter and moved by 7.5 px in 2 runs of 7: docs/serving.md); narrower, only while the first
  // screen is there, so a window without scrollbars (a phone's overlay ones, or hidden) keeps its whole width after.
  '@media (min-width:1216px){html{scrollbar-gutter:stable}}',
  'html:has(#mall-first-screen){scrollbar-gutter:stable}',
  '.mall-fs{position:absolute;top:171px;left:0;right:0;pointer-events:none;color:#282828;font-size:14px;line-height:1.6;' +
    "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Thai','Noto Sans Lao','PingFang SC','Microsoft YaHei',sans-serif}",
  '.mall-fs *{box-sizing:border-box}',
  '.mall-fs img{max-width:100%}',
  '.mall-fs picture{display:contents}',
  '.mall-fs source{display:none}',
  '.mall-fs-column{width:100%;max-width:1200px;margin:0 auto}',
  '.mall-fs-home{padding:0 0 24px}',
  '.mall-fs-hero{height:480px;margin-left:246px;overflow:hidden;border-radius:8px;background:#ebebeb}',
  '.mall-fs-banner{display:block;width:100%;height:100%;object-fit:cover;object-position:left center}',
  '.mall-fs-detail{padding:24px 0}',
  // The shop street's banner where street-banner.tsx draws it: the column's width at 4:1, at most 300 px tall.
  '.mall-fs-street{padding:24px 0 0}',
  '.mall-fs-street-banner{display:block;width:100%;height:auto;aspect-ratio:4/1;max-height:300px;object-fit:cover;border-radius:8px}',
  // The search results' first row where the search page's grid draws it (remotes/catalog, ProductGrid: 5 columns 16 px
  // apart, each card's picture square at its top, the card's corners rounded): below the page column's padding, the
  // heading and the sort and price toolbar, 162.39 px under <main> in every language (measured in Debian's Chromium at
  // 1,350 px, 2026-11-30). A narrower window wraps the toolbar by its words' widths: there the row is not shown (the
  // shell starts at once, shell-start.ts), and the page draws it itself.
  '.mall-fs-search{padding-top:162.390625px}',
  '.mall-fs-cards{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:16px}',
  // Each picture the top of a card that clips it (overflow: hidden, rounded corners) and goes on below it, as the page's
  // card does (product-card.tsx: its name, price and sales below the picture, from the body's 8 px padding on): the
  // same picture box and the same clip box over it, to the 1/64 px. Chromium counts an image's area for the largest
  // contentful paint as its rect snapped to whole pixels (333.39 → 333, 560.59 → 561 here) cut by its clips' exact
  // rects; a card that ended with its picture cut the snapped rect's bottom 0.41 px the page's card keeps (51,575
  // against 51,667 px²), so the page's own picture, painted ~0.6 s later, was a larger paint and the page's LCP.
  // With the same boxes both count the same (51,667) and the first screen's, painted first, stays the LCP.
  '.mall-fs-card{border-radius:8px;overflow:hidden;padding-bottom:8px}',
  '.mall-fs-card-picture{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;background:#f5f5f5}',
  '@media (max-width:1215px){.mall-fs-search{display:none}}',
  '.mall-fs-overview{display:grid;grid-template-columns:420px 1fr;gap:32px;padding:24px;background:#fff;border-radius:8px}',
  '.mall-fs-picture{display:block;width:420px;height:420px;object-fit:cover;border-radius:8px;background:#fff;border:1px solid #e4e4e4}',
  '.mall-fs-name{margin:0;font-size:20px;line-height:1.4}',
  '.mall-fs-info{margin:4px 0 0;color:#6b6b6b}',
  '.mall-fs-price-box{display:flex;align-items:baseline;gap:16px;margin:16px 0;padding:16px;background:#f5f5f5;border-radius:4px}',
  '.mall-fs-label{flex:0 0 72px;color:#6b6b6b}',
  '.mall-fs-price{color:#c41f12;font-weight:600;white-space:nowrap;font-size:24px}',
  '.mall-fs-former{margin-left:8px;color:#6b6b6b;font-size:12px;white-space:nowrap}',
  // A phone's header wraps (theme.layout.narrow): its bands measured 285.4 px tall at 412 px (269.4 in Chinese, whose
  // top bar fits on one line fewer), 2026-11-29 in Debian's Chromium, once the shell has its data (the first render
  // is a line shorter for a moment: the first screen does not follow it). The serving suite checks the page's picture
  // lands where the first screen's was (nginx-stack.test.ts).
  '@media (max-width:640px){.mall-fs{top:285.390625px}html[lang="zh-CN"] .mall-fs{top:269.390625px}}',
  // There the host folds the category panel behind its button and home's banner spans the page at its own shape.
  '@media (max-width:640px){.mall-fs-hero{height:auto;margin-left:0;aspect-ratio:954/480}}',
].join('');

/**
 * The shell's scripts: its main.js preloaded (fetched at once, at high priority) and run by the shell start
 * (host/src/shell-start.ts: at once, or after a first screen's picture is painted; docs/serving.md, "The shell's
 * start"). Without a shell start (a remote's own page) or with other than one script: the plugin's own tags.
 */
function shellScripts(htmlWebpackPlugin, shellStart) {
  const files = htmlWebpackPlugin.files?.js ?? [];
  const start = shellStart?.();
  if (!start || files.length !== 1) return htmlWebpackPlugin.tags.headTags;
  const publicPath = htmlWebpackPlugin.files.publicPath ?? '/';
  return `<link rel="preload" as="script" href="${files[0]}" /><script defer src="${publicPath}${start}" data-main="${files[0]}"></script>`;
}

/**
 * @param {object} options
 * @param {() => string | null} [options.shellStart]  the shell start's file name (shell-start-plugin.cjs), the shell only
 */
function htmlTemplate({ title, lang, standaloneRuntime = false, shellStart }) {
  const isShell = !standaloneRuntime;
  return ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${isShell ? SHELL_ICONS : '<link rel="icon" href="data:," />'}
    ${isShell ? `<style>${FIRST_SCREEN_CSS}</style>` : ''}
    ${standaloneRuntime ? '<script defer src="/mf-runtime-core.js"></script>' : ''}
    ${isShell ? shellScripts(htmlWebpackPlugin, shellStart) : htmlWebpackPlugin.tags.headTags}
  </head>
  <body>
    <noscript>This store needs JavaScript.</noscript>
    <div id="root"></div>
    ${htmlWebpackPlugin.tags.bodyTags}
  </body>
</html>
`;
}

module.exports = { htmlTemplate, FIRST_SCREEN_CSS };
