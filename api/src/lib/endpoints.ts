// The contract's front paths, written once for the API and the storefront (shared/contract/src/endpoints.ts, a
// dependency-free module: the one file of shared/ the API imports, by the zone of eslint.config.mjs). Routes
// register `app.get(endpoints.productDetail, …)`; the build compiles that file into dist/ beside the API.
export * from '../../../shared/contract/src/endpoints';
