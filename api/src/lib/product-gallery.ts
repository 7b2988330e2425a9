// The product page's opening picture, by the storefront gallery's own rule (shared/contract/src/product-gallery.ts, a
// dependency-free module like the contract's paths: the zone of eslint.config.mjs lets the API import it). The served
// head preloads the picture the gallery draws first; the build compiles that file into dist/ beside the API.
export * from '../../../shared/contract/src/product-gallery';
