import { vitestPreset } from '@sportsbook/vitest-config'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vitest/config'

// Shared by Vitest and Storybook (which merges this file into its own Vite config): React through SWC with the
// lingui macro plugin (v5 message ids, matching @lingui/cli 5), and workspace packages resolved to their source.
export const linguiSwcPlugin: [string, Record<string, unknown>] = [
  '@lingui/swc-plugin',
  { useLinguiV5IdGeneration: true },
]

export default defineConfig({
  plugins: [react({ plugins: [linguiSwcPlugin] })],
  ...vitestPreset({
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  }),
})
