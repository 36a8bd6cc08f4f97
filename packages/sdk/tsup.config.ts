import { publishedPackage } from '@sportsbook/tsup-config'
import { defineConfig } from 'tsup'

export default defineConfig(
  publishedPackage({
    entry: { index: 'src/index.ts', protocol: 'src/protocol/index.ts', store: 'src/store.ts' },
  }),
)
