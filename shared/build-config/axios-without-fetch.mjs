// Stands in for axios's fetch adapter (lib/adapters/fetch.js, ~5 KB compressed with its helpers) in the browser
// builds. axios tries its adapters in order ['xhr', 'http', 'fetch'] and every browser has XMLHttpRequest, so the
// fetch adapter is never chosen by @mall/api-client (which sets no adapter in the browser); the tests pass their
// own adapter function and never reach this file. `getFetch` answering false is axios's own "not available".
export const getFetch = () => false;
export default false;
