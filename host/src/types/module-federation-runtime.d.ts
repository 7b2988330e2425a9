// The federation runtime API comes with the build plugin (@mall/build-config depends on
// @module-federation/enhanced; webpack aliases this import to the runtime the plugin embeds). Its types are
// reached through that package so every tsconfig (the host's and the workspace's) resolves them.
declare module '@module-federation/enhanced/runtime' {
  export * from '@mall/build-config/node_modules/@module-federation/enhanced/dist/src/runtime';
}
