import { vitestPreset } from '@sportsbook/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(
  vitestPreset({ environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] }),
)
