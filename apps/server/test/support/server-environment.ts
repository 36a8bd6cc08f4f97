import { builtinEnvironments, type Environment } from 'vitest/runtime'
import { closeWorkerServers } from './worker-servers'

/** Node's environment, plus closing the servers this test worker shared among its files when it stops. */
export default {
  name: 'node-with-shared-servers',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options)
    return {
      async teardown(global) {
        await closeWorkerServers()
        await node.teardown(global)
      },
    }
  },
} satisfies Environment
