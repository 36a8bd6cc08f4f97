import { publishedPackage } from '@sportsbook/tsup-config'
import { defineConfig } from 'tsup'

export default defineConfig(
  publishedPackage({
    entry: {
      index: 'src/index.ts',
      protocol: 'src/protocol/index.ts',
      'protocol-schemas': 'src/protocol/schemas-entry.ts',
      'protocol-provably-fair': 'src/protocol/provably-fair.ts',
      store: 'src/store.ts',
    },
  }),
)
