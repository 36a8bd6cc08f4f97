import type { StorybookConfig } from '@storybook/react-vite'

// Vite settings (SWC with the lingui macro plugin, `source` resolve condition) come from ../vite.config.ts,
// which Storybook's Vite builder merges in.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages (autodocs) from the components' types and doc comments.
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        conditions: ['source', 'module', 'browser', 'development|production'],
      },
    }
  },
}

export default config
