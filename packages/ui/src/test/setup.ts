import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { messages as core } from '../locales/en'
import { messages as betting } from '../locales/en.betting'
import { messages as operations } from '../locales/en.operations'

// Components read their texts from the catalogs, as on the site: tests run with every English part active.
i18n.loadAndActivate({ locale: 'en', messages: { ...core, ...betting, ...operations } })

afterEach(() => {
  cleanup()
})
