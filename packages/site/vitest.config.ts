import { vitestPreset } from '@sportsbook/vitest-config'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vitest/config'

// React through SWC with lingui's macro plugin, as the brand apps build it (vite.js): tests that import the ui
// package's source compile its messages as the site does.
export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] })],
  ...vitestPreset({ environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] }),
})
