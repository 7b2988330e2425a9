// How wide the home page's first banner is drawn (shared/contract/src/home-banner.ts, dependency-free like the
// contract's paths: the zone of eslint.config.mjs lets the API import it). The served head preloads that banner at the
// width the carousel draws it; the build compiles that file into dist/ beside the API.
export * from '../../../shared/contract/src/home-banner';
