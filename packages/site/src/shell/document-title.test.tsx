import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { loadCatalog } from '@sportsbook/ui'
import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDocumentTitle } from './document-title'

function Title({ pathname }: { pathname: string }) {
  useDocumentTitle(pathname, 'Apex Sports')
  return null
}

const shown = (pathname: string) => (
  <I18nProvider i18n={i18n}>
    <Title pathname={pathname} />
  </I18nProvider>
)

describe("the tab's title (issue 24 item 9)", () => {
  it('names the page and the brand, and follows the page and the language', async () => {
    await loadCatalog('en')
    const view = render(shown('/bets'))
    expect(document.title).toBe('My bets · Apex Sports')
    view.rerender(shown('/match/1000042'))
    expect(document.title).toBe('Match details · Apex Sports')
    view.rerender(shown('/register/ABC123'))
    expect(document.title).toBe('Register · Apex Sports')
    await act(() => loadCatalog('pt'))
    expect(document.title).toBe('Registar · Apex Sports')
    view.rerender(shown('/wallet'))
    expect(document.title).toBe('Carteira · Apex Sports')
    view.unmount()
  })

  it('an address no page answers is the not-found page, not the page whose name it starts with', async () => {
    await loadCatalog('en')
    const view = render(shown('/betsy'))
    expect(document.title).toBe('Page not found · Apex Sports')
    view.rerender(shown('/this/page/does-not-exist'))
    expect(document.title).toBe('Page not found · Apex Sports')
    view.unmount()
  })
})
