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

function htmlTemplate({ title, lang, standaloneRuntime = false }) {
  const isShell = !standaloneRuntime;
  return ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${isShell ? SHELL_ICONS : '<link rel="icon" href="data:," />'}
    ${standaloneRuntime ? '<script defer src="/mf-runtime-core.js"></script>' : ''}
    ${htmlWebpackPlugin.tags.headTags}
  </head>
  <body>
    <noscript>This store needs JavaScript.</noscript>
    <div id="root"></div>
    ${htmlWebpackPlugin.tags.bodyTags}
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
