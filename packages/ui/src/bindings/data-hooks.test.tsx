import type { BalanceEntry, SessionState, Sportsbook } from '@sportsbook/sdk'
import type { Order } from '@sportsbook/sdk/protocol'
import { createStore } from '@sportsbook/sdk/store'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { balanceEntry } from '../stories/balances'
import { footballMatch } from '../stories/matches'
import { order } from '../stories/orders'
import { fakeEvents } from '../test/fake-events'
import { useBalance, useCashOut, useMatches, useOrders, useSportsbookQuery } from './data-hooks'
import { sportsbookKeys } from './query-keys'
import { SportsbookQuerySync } from './query-sync'
import { SportsbookProvider } from './SportsbookProvider'

function memberSession(uid: string): SessionState {
  const user = { uid, account: `player${uid}` } as SessionState['user'] & object
  return { status: 'member', user, credentials: { uid, token: `t${uid}` } }
}

/**
 * A stand-in client: the SDK's real session store, a tiny event emitter, and `sb.api` calls that answer per
 * session (the uid of the caller is in each answer), so a test sees whose data a component shows.
 */
function fakeClient(initial: SessionState = memberSession('7')) {
  const session = createStore<SessionState>(initial)
  const events = fakeEvents()
  const uid = () => session.getState().credentials?.uid ?? ''
  let orderRound = 0
  const staleListeners = new Set<(ids: number[]) => void>()
  const api = {
    bets: {
      list: vi.fn(async () => {
        orderRound += 1
        return { list: [order('open', { id: orderRound, requestId: `of ${uid()}` })], total: 1 }
      }),
    },
    matches: {
      list: vi.fn(async () => ({ list: [footballMatch({ id: 41 })], total: 1 })),
      leagues: vi.fn(async () => [{ id: 1, name: 'League' }]),
    },
    wallet: { deposits: vi.fn(async () => ({ list: [], total: 0 })) },
  }
  const balance = {
    ...createStore<BalanceEntry[]>([]),
    refresh: vi.fn(async (): Promise<BalanceEntry[]> => [balanceEntry({ amount: '10' })]),
  }
  // Read by the provider's atoms, never by the data hooks.
  const language = createStore(null)
  const betSlip = createStore(null)
  const orders = { cashOut: vi.fn(async (): Promise<Order> => order('cashedOut')) }
  const liveOdds = {
    onStale(listener: (ids: number[]) => void) {
      staleListeners.add(listener)
      return () => staleListeners.delete(listener)
    },
    stale: (ids: number[]) => {
      for (const listener of staleListeners) listener(ids)
    },
  }
  const client = {
    session,
    events,
    api,
    balance,
    orders,
    liveOdds,
    language,
    betSlip,
  } as unknown as Sportsbook
  return { client, session, events, api, balance, orders, liveOdds }
}

function setup(fake = fakeClient()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SportsbookProvider client={fake.client}>
      <QueryClientProvider client={queryClient}>
        <SportsbookQuerySync />
        {children}
      </QueryClientProvider>
    </SportsbookProvider>
  )
  return { ...fake, queryClient, wrapper }
}

function OrderNumbers({ label }: { label: string }) {
  const orders = useOrders({ page: 1, pageSize: 20 })
  return (
    <p>
      {label}:{' '}
      {orders.data ? orders.data.list.map((entry) => `${entry.id} ${entry.requestId}`).join() : orders.status}
    </p>
  )
}

describe('data hooks', () => {
  it('reads once for two components asking the same key, and shares the answer', async () => {
    const { api, wrapper } = setup()
    render(
      <>
        <OrderNumbers label="list" />
        <OrderNumbers label="count" />
      </>,
      { wrapper },
    )
    expect(await screen.findByText('list: 1 of 7')).toBeInTheDocument()
    expect(screen.getByText('count: 1 of 7')).toBeInTheDocument()
    expect(api.bets.list).toHaveBeenCalledTimes(1)
  })

  it('waits for a session before reading', async () => {
    const { api, session, wrapper } = setup(fakeClient({ status: 'idle', user: null, credentials: null }))
    render(<OrderNumbers label="list" />, { wrapper })
    expect(screen.getByText('list: pending')).toBeInTheDocument()
    expect(api.bets.list).not.toHaveBeenCalled()
    act(() => session.setState(memberSession('7')))
    expect(await screen.findByText('list: 1 of 7')).toBeInTheDocument()
  })

  it('reads the orders again on an order push', async () => {
    const { api, events, wrapper } = setup()
    render(<OrderNumbers label="list" />, { wrapper })
    await screen.findByText('list: 1 of 7')
    act(() => events.emit('order', order('won')))
    expect(await screen.findByText('list: 2 of 7')).toBeInTheDocument()
    expect(api.bets.list).toHaveBeenCalledTimes(2)
  })

  it('takes the entries of a balance push and reads the money lists again', async () => {
    const { api, balance, events, wrapper } = setup()
    const { result } = renderHook(
      () => ({
        balance: useBalance(),
        deposits: useSportsbookQuery('wallet', 'deposits', { page: 1, pageSize: 10 }),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.balance.data?.[0]?.amount).toBe('10'))
    await waitFor(() => expect(result.current.deposits.isSuccess).toBe(true))
    expect(api.wallet.deposits).toHaveBeenCalledTimes(1)
    act(() => events.emit('balance', { entries: [balanceEntry({ amount: '25' })] }))
    await waitFor(() => expect(result.current.balance.data?.[0]?.amount).toBe('25'))
    await waitFor(() => expect(api.wallet.deposits).toHaveBeenCalledTimes(2))
    expect(balance.refresh).toHaveBeenCalledTimes(1)
  })

  it("drops the member's data on logout and an account change, and keeps shared data", async () => {
    const { api, queryClient, session, wrapper } = setup()
    const { result } = renderHook(
      () => ({
        orders: useOrders({ page: 1, pageSize: 20 }),
        leagues: useSportsbookQuery('matches', 'leagues', { sportType: 1 }),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.orders.data?.list[0]?.requestId).toBe('of 7'))
    await waitFor(() => expect(result.current.leagues.isSuccess).toBe(true))
    const ordersOf7 = sportsbookKeys.orders('7', { page: 1, pageSize: 20 })
    expect(queryClient.getQueryData(ordersOf7)).toBeDefined()

    act(() => session.setState({ status: 'idle', user: null, credentials: null }))
    expect(queryClient.getQueryData(ordersOf7)).toBeUndefined()
    expect(result.current.orders.data).toBeUndefined()

    act(() => session.setState(memberSession('8')))
    await waitFor(() => expect(result.current.orders.data?.list[0]?.requestId).toBe('of 8'))
    expect(queryClient.getQueryData(ordersOf7)).toBeUndefined()
    expect(result.current.leagues.isSuccess).toBe(true)
    expect(api.matches.leagues).toHaveBeenCalledTimes(1)
  })

  it('reads the orders and the balance again after a cash out', async () => {
    const { api, balance, orders, wrapper } = setup()
    const { result } = renderHook(
      () => ({ orders: useOrders({ page: 1, pageSize: 20 }), balance: useBalance(), cashOut: useCashOut() }),
      { wrapper },
    )
    await waitFor(() =>
      expect(result.current.orders.isSuccess && result.current.balance.isSuccess).toBe(true),
    )
    await act(() => result.current.cashOut.mutateAsync({ orderId: 1, amount: '5' }))
    expect(orders.cashOut).toHaveBeenCalledWith({ orderId: 1, amount: '5' })
    await waitFor(() => expect(api.bets.list).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(balance.refresh).toHaveBeenCalledTimes(2))
  })

  it('reads a match list again when the live feed says its matches went stale', async () => {
    const { api, liveOdds, wrapper } = setup()
    const { result } = renderHook(() => useMatches({ sportType: 1, tag: 'live', pageSize: 100 }), { wrapper })
    await waitFor(() => expect(result.current.data?.list[0]?.id).toBe(41))
    act(() => liveOdds.stale([99]))
    expect(result.current.isFetching).toBe(false)
    act(() => liveOdds.stale([41]))
    await waitFor(() => expect(api.matches.list).toHaveBeenCalledTimes(2))
  })
})
