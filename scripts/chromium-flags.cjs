// The flags every run of Debian's Chromium here starts with (the Playwright journeys, the serving suite's browser
// check, the web bench): no sandbox (root in a container), no GPU, no QUIC, and nothing that reaches the internet on
// its own (first-run, background networking, component updates, sync). CommonJS, like free-port.cjs, so the
// ES-module scripts, the jest-compiled TypeScript and Playwright's config all use this one copy.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_FLAGS };
