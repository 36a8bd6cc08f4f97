import { vitestPreset } from '@sportsbook/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(vitestPreset({ include: ['src/**/*.test.ts', 'test/**/*.test.ts'] }))
