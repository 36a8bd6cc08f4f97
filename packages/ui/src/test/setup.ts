import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { configure } from 'storybook/test'
import { afterEach } from 'vitest'
import { messages as core } from '../locales/en'
import { messages as betting } from '../locales/en.betting'
import { messages as operations } from '../locales/en.operations'

// Components read their texts from the catalogs, as on the site: tests run with every English part active.
i18n.loadAndActivate({ locale: 'en', messages: { ...core, ...betting, ...operations } })

// A play's waitFor waits for what loads apart (a lazy chunk, a catalogue part): the default second is too short
// on a shared two-core machine running the other suites beside this one.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
})
