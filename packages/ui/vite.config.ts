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
    setupFiles: ['./src/test/setup.ts'],
    // Vitest's default is one worker fewer than the cores: on two, one. The two halves of the stories then run one
    // after the other, the longest part of `pnpm test`.
    maxWorkers: 2,
    // The stories' files render thousands of stories through Storybook's own test setup: they run in workers of
    // their own, so the component tests that share a worker (isolate: false) never meet what they leave behind.
    projects: [
      {
        extends: true as const,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/stories-*.test.tsx'],
        },
      },
      { extends: true as const, test: { name: 'stories', include: ['src/stories-*.test.tsx'] } },
    ],
  }),
})
