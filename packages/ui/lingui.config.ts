import { defineConfig } from '@lingui/conf'

// The 14 site codes of the spec (section 2, language dropdown). They are the product's own codes, not all BCP 47:
// src/i18n/locales.ts maps each to the BCP 47 tag used for plurals and number formats.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zht', 'zh', 'id', 'ko', 'th', 'ja', 'kh', 'in', 'hi', 'br', 'vi', 'ms', 'pt'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx', '**/locales/**'],
    },
  ],
  // Origins without line numbers keep the .po files still while code moves around.
  format: 'po',
  formatOptions: { lineNumbers: false },
  orderBy: 'message',
})
