// The published manifests of @sportsbook/sdk and @sportsbook/ui (`pnpm pack`, `pnpm publish`, `changeset
// publish`) carry what an installer reads: no devDependencies and no scripts (a workspace's build steps mean
// nothing in an integrator's node_modules, and a devDependency list only leaks the toolchain).
module.exports = {
  hooks: {
    beforePacking(manifest) {
      delete manifest.devDependencies
      delete manifest.scripts
      return manifest
    },
  },
}
