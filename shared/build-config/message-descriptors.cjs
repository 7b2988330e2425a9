// What a production build does to the message descriptors in the apps' code (`defineMessages`, `formatMessage`,
// `<FormattedMessage>`): @formatjs/unplugin, FormatJS's own build plugin, removes each `description` (for
// translators only) and, in the host, each `defaultMessage`. The browser never needs them: the apps' English
// catalogues are compiled to ASTs (messages-ast-loader.cjs) and MallIntlProvider puts English underneath every
// language, so a default message would only show for an id missing from English (unformatted: the browser has no
// ICU parser). The remotes keep theirs for one case: a remote released ahead of the host with a new common text
// (`@mall/i18n`, the host's copy) shows its English default until the host follows (docs/deploying-a-remote.md).
// Every build fails on a message without an id, or whose id is in none of the app's English catalogues (its
// lang/en.json files and the common one). Development builds and jest keep the descriptors as written.
const fs = require('node:fs');
const path = require('node:path');

const commonEnglish = path.resolve(__dirname, '../i18n/src/lang/en.json');

/** Every `lang/en.json` under `dir` (node_modules and build output aside). */
function englishCatalogues(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'dist-single', '__tests__'].includes(entry.name)) englishCatalogues(path.join(dir, entry.name), found);
    } else if (entry.name === 'en.json' && path.basename(dir) === 'lang') {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

/** The ids of the English messages an app built from `appDirs` has (its own catalogues and the common one). */
function englishIds(appDirs) {
  const files = [commonEnglish, ...appDirs.flatMap((dir) => englishCatalogues(dir))];
  return new Set(files.flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))));
}

/**
 * @formatjs/unplugin's options for an app built from `appDirs` (the host's one-bundle build: the remotes' too);
 * `removeDefaultMessage` for the host, which ships the common catalogue itself.
 */
function descriptorOptions(appDirs, { removeDefaultMessage }) {
  let ids;
  return {
    removeDefaultMessage,
    overrideIdFn(id, defaultMessage, _description, file) {
      ids ??= englishIds(appDirs);
      if (!id) throw new Error(`${file}: the message "${defaultMessage}" has no id`);
      if (!ids.has(id)) throw new Error(`${file}: message ${id} is in no English catalogue (lang/en.json) of this app`);
      return id;
    },
  };
}

/** The webpack plugin (FormatJS's, with the options above). */
function messageDescriptorsPlugin(appDirs, options) {
  const { default: formatjs } = require('@formatjs/unplugin/webpack');
  return formatjs(descriptorOptions(appDirs, options));
}

module.exports = { messageDescriptorsPlugin, descriptorOptions, englishIds };
