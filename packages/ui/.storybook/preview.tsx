import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Preview } from '@storybook/react-vite'
import '../src/styles.css'
import { loadCatalog } from '../src/i18n/load-catalog'
import { localeNames, siteLocales } from '../src/i18n/locales'

// Stories read their texts from the same catalogs as the site; the toolbar's locale loads one before a story renders.
const preview: Preview = {
  // Every component gets a docs page: its description, props table and stories.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: siteLocales.map((code) => ({ value: code, title: `${code} · ${localeNames[code]}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      await loadCatalog(typeof globals.locale === 'string' ? globals.locale : 'en', {
        parts: ['betting', 'operations'],
      })
      return {}
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <I18nProvider i18n={i18n} key={String(globals.locale)}>
        <div style={{ fontFamily: 'var(--sb-font-family)', color: 'var(--sb-color-text)' }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
}

export default preview
