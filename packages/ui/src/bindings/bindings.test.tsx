import { setupI18n } from '@lingui/core'
import type {
  BalanceEntry,
  BetSlipState,
  LanguageState,
  SessionState,
  Sportsbook,
  UserInfo,
} from '@sportsbook/sdk'
import { createStore } from '@sportsbook/sdk/store'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { balanceEntry } from '../stories/balances'
import { slipSelection, slipState } from '../stories/betting'
import { fakeEvents } from '../test/fake-events'
import {
  useBalances,
  useBetSelection,
  useBetSlip,
  useLanguage,
  useSession,
  useSportsbook,
  useSportsbookEvent,
  useUser,
} from './hooks'
import { SportsbookProvider } from './SportsbookProvider'
import { useLanguageCatalog } from './use-language-catalog'

const user: UserInfo = {
  uid: '7',
  token: 't',
  memberId: 7,
  account: 'player01',
  source: 2,
  oddsConfig: [0, 0, 0, 0, 0],
  creditAmount: '0',
  loanAmount: '0',
  languageCode: 'en',
  channelType: 'a1',
  type: 0,
  pUid: 0,
  agentId: 0,
  principal: '',
  currencyCode: 'USDT',
  inviteCode: '',
  hasWithdrawPwd: false,
  restricted: null,
}

/**
 * A stand-in client with the same stores as the SDK's (its real createStore) and a tiny event emitter: only the
 * parts the bindings read, so the cast below is the one place it differs from a Sportsbook.
 */
function fakeClient() {
  const session = createStore<SessionState>({ status: 'idle', user: null, credentials: null })
  const balance = createStore<BalanceEntry[]>([])
  const language = createStore<LanguageState>({ code: 'en', list: [], overrides: {}, forced: null })
  const betSlip = createStore<BetSlipState>(slipState())
  const events = fakeEvents()
  const client = { session, balance, language, betSlip, events } as unknown as Sportsbook
  return { client, session, balance, language, betSlip, events }
}

function wrapperOf(client: Sportsbook) {
  return ({ children }: { children: ReactNode }) => (
    <SportsbookProvider client={client}>{children}</SportsbookProvider>
  )
}

function BalanceReader({ renders }: { renders: { balance: number } }) {
  renders.balance += 1
  return <p>{useBalances().length} entries</p>
}

function LanguageReader({ renders }: { renders: { language: number } }) {
  renders.language += 1
  return <p>language {useLanguage().code}</p>
}

function UserReader({ renders }: { renders: { user: number } }) {
  renders.user += 1
  return <p>{useUser()?.account}</p>
}

function OddsButton({ id, renders }: { id: number; renders: Map<number, number> }) {
  renders.set(id, (renders.get(id) ?? 0) + 1)
  return <p>{useBetSelection(id) ? `picked ${id}` : `free ${id}`}</p>
}

function SlipSize() {
  return <p>{useBetSlip().selections.length} in slip</p>
}

describe('SportsbookProvider and hooks', () => {
  it('reads each SDK store and follows its changes', () => {
    const fake = fakeClient()
    const { result } = renderHook(
      () => ({ session: useSession(), user: useUser(), balances: useBalances(), language: useLanguage() }),
      { wrapper: wrapperOf(fake.client) },
    )
    expect(result.current.session.status).toBe('idle')
    expect(result.current.user).toBeNull()
    act(() => {
      fake.session.setState({ status: 'member', user, credentials: { uid: '7', token: 't' } })
      fake.balance.setState([balanceEntry({ amount: '5' })])
      fake.language.setState({ code: 'th', list: [], overrides: {}, forced: null })
    })
    expect(result.current.session.status).toBe('member')
    expect(result.current.user?.account).toBe('player01')
    expect(result.current.balances).toHaveLength(1)
    expect(result.current.language.code).toBe('th')
  })

  it('gives the client itself to useSportsbook', () => {
    const fake = fakeClient()
    const { result } = renderHook(() => useSportsbook(), { wrapper: wrapperOf(fake.client) })
    expect(result.current).toBe(fake.client)
  })

  it('does not re-render a balance reader when the language changes', () => {
    const fake = fakeClient()
    const renders = { balance: 0, language: 0 }
    render(
      <SportsbookProvider client={fake.client}>
        <BalanceReader renders={renders} />
        <LanguageReader renders={renders} />
      </SportsbookProvider>,
    )
    const before = { ...renders }
    act(() => {
      fake.language.setState({ code: 'pt', list: [], overrides: {}, forced: null })
    })
    expect(screen.getByText('language pt')).toBeInTheDocument()
    expect(renders.language).toBe(before.language + 1)
    expect(renders.balance).toBe(before.balance)
    act(() => {
      fake.balance.setState([balanceEntry({ amount: '1' })])
    })
    expect(renders.balance).toBe(before.balance + 1)
    expect(renders.language).toBe(before.language + 1)
  })

  it('does not re-render a user reader when the session changes but the user does not', () => {
    const fake = fakeClient()
    fake.session.setState({ status: 'visitor', user, credentials: { uid: '7', token: 't' } })
    const renders = { user: 0 }
    render(
      <SportsbookProvider client={fake.client}>
        <UserReader renders={renders} />
      </SportsbookProvider>,
    )
    const before = renders.user
    act(() => {
      fake.session.setState({ status: 'member', user, credentials: { uid: '7', token: 'new' } })
    })
    expect(renders.user).toBe(before)
  })

  it('re-renders an odds button only when its own selection changes', () => {
    const fake = fakeClient()
    const renders = new Map<number, number>()
    render(
      <SportsbookProvider client={fake.client}>
        <OddsButton id={1} renders={renders} />
        <OddsButton id={2} renders={renders} />
        <SlipSize />
      </SportsbookProvider>,
    )
    const firstBefore = renders.get(1)
    act(() => {
      fake.betSlip.setState(
        slipState({ selections: [slipSelection({ matchId: 9, marketId: 3, selectionId: 2 })] }),
      )
    })
    expect(screen.getByText('picked 2')).toBeInTheDocument()
    expect(screen.getByText('1 in slip')).toBeInTheDocument()
    expect(renders.get(1)).toBe(firstBefore)
  })

  it('calls the latest event handler and stops listening on unmount', () => {
    const fake = fakeClient()
    const first = vi.fn()
    const second = vi.fn()
    const { rerender, unmount } = renderHook(({ handler }) => useSportsbookEvent('logout', handler), {
      wrapper: wrapperOf(fake.client),
      initialProps: { handler: first },
    })
    rerender({ handler: second })
    fake.events.emit('logout', { reason: 'logout' })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith({ reason: 'logout' })
    unmount()
    expect(fake.events.count('logout')).toBe(0)
  })

  it('loads the catalog of the SDK language, with the server overrides, and follows changes', async () => {
    const fake = fakeClient()
    const i18n = setupI18n()
    const { result } = renderHook(() => useLanguageCatalog(i18n), { wrapper: wrapperOf(fake.client) })
    await vi.waitFor(() => expect(result.current).toBe(true))
    expect(i18n.locale).toBe('en')
    act(() => {
      fake.language.setState({ code: 'zh', list: [], overrides: { yz7wBu: '关闭窗口' }, forced: null })
    })
    expect(result.current).toBe(false)
    await vi.waitFor(() => expect(result.current).toBe(true))
    expect(i18n.locale).toBe('zh')
    expect(i18n._('yz7wBu')).toBe('关闭窗口')
  })

  it('throws a clear error outside the provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useSession())).toThrow('needs a <SportsbookProvider')
    quiet.mockRestore()
  })
})
