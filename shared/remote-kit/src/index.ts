export { fetchApiBaseUrl } from './runtime-config';
export { StandaloneApp, StandaloneIndex, startStandalone, type StandaloneOptions } from './standalone';
