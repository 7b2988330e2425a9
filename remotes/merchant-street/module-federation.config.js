// Federation options of the merchant street remote (docs/architecture.md): one name, one expose.
// Singletons, the manifest and dts:false are the same for every app: see shared/build-config/shared-deps.cjs.
module.exports = {
  name: 'merchantStreet',
  exposes: {
    './pages': './src/exposes/pages.tsx',
  },
};
