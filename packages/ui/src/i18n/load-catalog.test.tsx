import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LanguageDropdown } from '../components/language-dropdown/LanguageDropdown'
import { Toaster } from '../components/toaster/Toaster'
import { createToastStore } from '../components/toaster/toast-store'
import { messages as english } from '../locales/en'
import { loadCatalog, loadCatalogPart } from './load-catalog'
import { siteLocales } from './locales'

function renderIn(i18n: I18n, ui: React.ReactElement) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}

describe('loadCatalog', () => {
  it('loads and activates one language, whose texts reach the components', async () => {
    const i18n = setupI18n()
    await expect(loadCatalog('pt', { i18n })).resolves.toBe('pt')
    expect(i18n.locale).toBe('pt')
    renderIn(i18n, <LanguageDropdown items={[{ code: 'en', name: 'English' }]} defaultValue="en" />)
    expect(screen.getByRole('button', { name: 'Idioma: English' })).toBeInTheDocument()
  })

  it('falls back to English for a code outside the 14', async () => {
    const i18n = setupI18n()
    await expect(loadCatalog('fr', { i18n })).resolves.toBe('en')
    expect(i18n.locale).toBe('en')
  })

  it('has every site language, each with its own texts', async () => {
    const sentence = 'Enter a password of 6 to 16 characters.'
    const id = Object.keys(english).find((key) => JSON.stringify(english[key]) === JSON.stringify([sentence]))
    expect(id).toBeDefined()
    const texts = new Set<string>()
    for (const code of siteLocales) {
      const i18n = setupI18n()
      await loadCatalog(code, { i18n })
      texts.add(i18n._(id ?? ''))
    }
    // en and in (English, India) share the English sentence; every other language has its own.
    expect(texts.size).toBe(siteLocales.length - 1)
  })

  it('uses the plural rules of the language the code stands for (br is Brazilian Portuguese)', async () => {
    const i18n = setupI18n()
    await loadCatalog('br', { i18n })
    expect(i18n.locales).toEqual(['pt-BR', 'en'])
    const store = createToastStore()
    renderIn(i18n, <Toaster store={store} />)
    act(() => {
      store.error('Erro')
      store.error('Erro')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('2 vezes')
  })

  it('loads the betting part only when asked, and keeps it for later languages', async () => {
    const i18n = setupI18n()
    const { messages: bettingEnglish } = await import('../locales/en.betting')
    const bettingId = Object.keys(bettingEnglish)[0] ?? ''
    await loadCatalog('en', { i18n })
    expect(i18n._(bettingId)).toBe(bettingId) // not loaded: lingui shows the id
    await loadCatalogPart('betting', { i18n })
    expect(i18n._(bettingId)).not.toBe(bettingId)
    await loadCatalog('pt', { i18n })
    const { messages: bettingPortuguese } = await import('../locales/pt.betting')
    expect(Object.keys(bettingPortuguese)).toContain(bettingId)
    expect(i18n.messages[bettingId]).toEqual(bettingPortuguese[bettingId])
  })

  it('keeps the betting texts out of the core part', async () => {
    const { messages: core } = await import('../locales/en')
    const { messages: betting } = await import('../locales/en.betting')
    expect(Object.keys(core).some((id) => id in betting)).toBe(false)
    expect(Object.keys(betting).length).toBeGreaterThan(0)
  })

  it("keeps the operators' texts out of the players' parts, loaded only when asked", async () => {
    const { messages: core } = await import('../locales/en')
    const { messages: betting } = await import('../locales/en.betting')
    const { messages: operations } = await import('../locales/ja.operations')
    const ids = Object.keys(operations)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.some((id) => id in core || id in betting)).toBe(false)
    const i18n = setupI18n()
    await loadCatalog('ja', { i18n, parts: ['betting'] })
    expect(i18n._(ids[0] ?? '')).toBe(ids[0])
    await loadCatalogPart('operations', { i18n })
    expect(i18n.messages[ids[0] ?? '']).toEqual(operations[ids[0] ?? ''])
  })

  it('lets the server override a text by message id', async () => {
    const i18n = setupI18n()
    await loadCatalog('en', { i18n, overrides: { yz7wBu: 'Close window' } })
    expect(i18n._('yz7wBu')).toBe('Close window')
  })
})
