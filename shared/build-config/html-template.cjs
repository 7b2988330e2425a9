// The one HTML page each app serves (the host's shell page, or a remote's standalone page).
// standaloneRuntime: a remote's own page loads the federation runtime its remoteEntry expects from a host.
function htmlTemplate({ title, lang, standaloneRuntime = false }) {
  return ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
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
