import { setupI18n } from '@lingui/core'
import type { LanguageState, Sportsbook } from '@sportsbook/sdk'
import { createStore } from '@sportsbook/sdk/store'
import { render, screen, waitFor } from '@testing-library/react'
import { act, StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MatchList } from '../components/match-list/MatchList'
import { localeNames, siteLocales } from '../i18n/locales'
import { messages as englishBetting } from '../locales/en.betting'
import { messages as portugueseBetting } from '../locales/pt.betting'
import { useLanguage } from './hooks'
import { SportsbookAppProvider } from './SportsbookAppProvider'

/** A client with the SDK's real store for the language; init() fills the list as api/sysinit would. */
function clientWithLanguages() {
  const language = createStore<LanguageState>({ code: 'en', list: [], overrides: {}, forced: null })
  const init = vi.fn(async () => {
    language.setState({
      ...language.getState(),
      list: siteLocales.map((code) => ({ code, name: localeNames[code], path: code })),
    })
    return 'en'
  })
  const stores = ['session', 'balance', 'betSlip'].map((name) => [name, createStore<unknown>(null)])
  const client = {
    ...Object.fromEntries(stores),
    language: { ...language, init },
    events: { on: () => () => {} },
  } as unknown as Sportsbook
  return { client, language, init }
}

function LanguageCount() {
  return <p data-testid="languages">{useLanguage().list.length}</p>
}

const emptyListId = Object.keys(englishBetting).find(
  (id) => JSON.stringify(englishBetting[id]) === JSON.stringify(['No matches here right now']),
) as string

describe('SportsbookAppProvider', () => {
  it('reads the languages once and renders the betting texts of the SDK language, then of a new one', async () => {
    const { client, language, init } = clientWithLanguages()
    const i18n = setupI18n()
    render(
      <StrictMode>
        <SportsbookAppProvider client={client} i18n={i18n} fallback={<p>Loading…</p>}>
          <MatchList label="Live" matches={[]} status="ready" />
          <LanguageCount />
        </SportsbookAppProvider>
      </StrictMode>,
    )
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('No matches here right now')).toBeInTheDocument()
    expect(screen.getByTestId('languages')).toHaveTextContent('14')
    expect(init).toHaveBeenCalledTimes(1)

    act(() => language.setState({ ...language.getState(), code: 'pt' }))
    const portuguese = String(portugueseBetting[emptyListId])
    expect(portuguese).not.toBe('No matches here right now')
    await waitFor(() => expect(screen.getByText(portuguese)).toBeInTheDocument())
  })

  it('loads only the core texts when no betting part is asked for', async () => {
    const { client } = clientWithLanguages()
    const i18n = setupI18n()
    render(
      <SportsbookAppProvider client={client} i18n={i18n} catalogParts={[]}>
        <p>ready</p>
      </SportsbookAppProvider>,
    )
    await screen.findByText('ready')
    expect(i18n.messages[emptyListId]).toBeUndefined()
  })
})
