import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { messages as core } from '../locales/en'
import { messages as betting } from '../locales/en.betting'

// Components read their texts from the catalogs, as on the site: tests run with both English parts active.
i18n.loadAndActivate({ locale: 'en', messages: { ...core, ...betting } })

afterEach(() => {
  cleanup()
})
