// The stored widths and names of a picture's size variants, and which URLs have them (shared/contract/src/
// picture-variants.ts, dependency-free like the contract's paths: the zone of eslint.config.mjs lets the API import it).
// The pipeline makes them, the served head preloads from them, the storefront's <Picture> asks for them; the build
// compiles that file into dist/ beside the API.
export * from '../../../shared/contract/src/picture-variants';
