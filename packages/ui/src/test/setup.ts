import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { messages } from '../locales/en'

// Components read their texts from the catalogs, as on the site: tests run with the English catalog active.
i18n.loadAndActivate({ locale: 'en', messages })

afterEach(() => {
  cleanup()
})
