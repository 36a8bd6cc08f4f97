import { vitestPreset } from '@sportsbook/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(
  vitestPreset({
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type tests (`*.test-d.ts`) run through tsc with the rest: an untyped path fails the test task.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  }),
)
