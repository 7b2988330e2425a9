// Compiles a lang/*.json catalogue ({ id: "ICU message" }) to react-intl's message ASTs at build time, so the
// browser needs no ICU parser: the apps alias @formatjs/icu-messageformat-parser to its `no-parser` build
// (formatjs's documented set-up for pre-compiled messages; about 55 KB of parser source less on every page).
// A message that does not parse fails the build, with the file and the id.
const { pathToFileURL } = require('node:url');

module.exports = function messagesAstLoader(source) {
  const callback = this.async();
  const { parserPath } = this.getOptions();
  import(pathToFileURL(parserPath).href)
    .then(({ parse }) => {
      const compiled = {};
      for (const [id, message] of Object.entries(JSON.parse(source))) {
        try {
          compiled[id] = parse(message);
        } catch (error) {
          throw new Error(`${this.resourcePath}: message ${id} does not parse: ${error.message}`, { cause: error });
        }
      }
      callback(null, JSON.stringify(compiled));
    })
    .catch(callback);
};
