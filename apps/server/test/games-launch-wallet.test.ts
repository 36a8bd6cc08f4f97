import { randomUUID } from 'node:crypto'
import type { Game, GameWalletEntry, LaunchAnswer, LaunchProvider } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { accountBalance, launch, newPlayer, type Player, walletOf } from './games-support'
import { newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

describe('game catalogue (PROTOCOL.md section 10)', () => {
  it('lists the house games, filters them, reads one and the launch list', async () => {
    const player = await newPlayer(shared.server, shared.client, '0')
    const all = await shared.client.form<{ list: Game[]; total: number }>(
      '/game/list',
      { page: 1, pageSize: 10 },
      player,
    )
    expect(all.code).toBe(0)
    expect(all.data.list.map((game) => game.code)).toEqual(['dice', 'crash'])
    expect(all.data.list[0]).toMatchObject({ provider: 'house', houseEdge: '0.01', playPath: 'game/play' })
    const crash = await shared.client.form<{ list: Game[] }>('/game/list', { category: 'crash' }, player)
    expect(crash.data.list.map((game) => game.id)).toEqual([102])
    const item = await shared.client.form<Game>('/game/item', { id: 101 }, player)
    expect(item.data.category).toBe('dice')
    const unknown = await shared.client.form('/game/item', { id: 999 }, player)
    expect(unknown).toMatchObject({ code: 1000, data: { field: 'id' } })
    const providers = await shared.client.form<LaunchProvider[]>('game/launch/list', {}, player)
    expect(providers.data[0]).toMatchObject({ provider: 'house', currencyCodes: ['USD', 'BRL', 'USDT'] })
    expect(providers.data[0]?.games).toHaveLength(2)
  })

  it('a visitor is refused with 3004 and no session with 403', async () => {
    const visitor = await newVisitor(shared.client)
    expect((await shared.client.form('/game/balance', {}, visitor)).code).toBe(3004)
    expect((await shared.client.form('/game/balance', {})).code).toBe(403)
  })
})

describe('launch and the game wallet', () => {
  it('moves the amount into the game wallet in the same answer as a launch url with a one-time token', async () => {
    const player = await newPlayer(shared.server, shared.client, '100')
    const { answer, url, session } = await launch(shared.client, player, '40')
    expect(url.pathname).toBe('/games/house/dice')
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(answer.balance).toEqual({
      provider: 'house',
      currencyCode: 'USD',
      amount: '40.00',
      frozen: '0.00',
    })
    expect(await accountBalance(shared.server, player.memberId, 'member')).toBe('60.00')
    const wallets = await shared.client.form<GameWalletEntry[]>('/game/balance', {}, player)
    expect(walletOf(wallets.data)?.amount).toBe('40.00')
  })

  it('checks the fields (1000), the transfer limits (2004) and the balance (2001), moving nothing', async () => {
    const player = await newPlayer(shared.server, shared.client, '50')
    const play = (payload: Record<string, unknown>) =>
      shared.client.form<LaunchAnswer>(
        'game/play',
        { gameId: 101, currencyCode: 'USD', requestId: randomUUID(), ...payload },
        player,
      )
    expect((await play({ gameId: 5 })).data).toEqual({ field: 'gameId' })
    expect((await play({ currencyCode: 'DEMO' })).data).toEqual({ field: 'currencyCode' })
    expect((await play({ amount: '1.001' })).data).toEqual({ field: 'amount' })
    expect((await play({ amount: '-5' })).data).toEqual({ field: 'amount' })
    expect((await play({ requestId: 'nope' })).data).toEqual({ field: 'requestId' })
    expect(await play({ amount: '0.5' })).toMatchObject({
      code: 2004,
      data: { min: '1.00', max: '100000.00' },
    })
    expect((await play({ amount: '60' })).code).toBe(2001)
    expect(await accountBalance(shared.server, player.memberId, 'member')).toBe('50.00')
    expect(await accountBalance(shared.server, player.memberId, 'game', 'house')).toBe('0.00')
  })

  it('is idempotent by requestId: the same body answers the first launch, another body is 2005', async () => {
    const player = await newPlayer(shared.server, shared.client, '100')
    const requestId = randomUUID()
    const body = { gameId: 101, currencyCode: 'USD', amount: '10', requestId }
    const first = await shared.client.form<LaunchAnswer>('game/play', body, player)
    const again = await shared.client.form<LaunchAnswer>('game/play', { ...body, amount: '10.00' }, player)
    expect(again).toEqual(first)
    expect((await shared.client.form('game/play', { ...body, amount: '11' }, player)).code).toBe(2005)
    expect(await accountBalance(shared.server, player.memberId, 'member')).toBe('90.00')
  })

  it('withdraws part of a game wallet, then one click brings back all that is left', async () => {
    const player = await newPlayer(shared.server, shared.client, '100')
    await launch(shared.client, player, '30')
    const withdraw = (amount: string, requestId = randomUUID()) =>
      shared.client.form<GameWalletEntry[]>(
        '/game/balance/withdraw',
        { provider: 'house', amount, currencyCode: 'USD', requestId },
        player,
      )
    expect((await withdraw('31')).code).toBe(2001)
    const requestId = randomUUID()
    const part = await withdraw('10', requestId)
    expect(walletOf(part.data)?.amount).toBe('20.00')
    expect(await withdraw('10', requestId)).toEqual(part)
    expect((await withdraw('11', requestId)).code).toBe(2005)
    expect(await accountBalance(shared.server, player.memberId, 'member')).toBe('80.00')
    expect(
      (
        await shared.client.form(
          '/game/balance/withdraw',
          { provider: 'nobody', amount: '1', currencyCode: 'USD', requestId: randomUUID() },
          player,
        )
      ).data,
    ).toEqual({ field: 'provider' })

    const all = await shared.client.form<GameWalletEntry[]>(
      '/game/balance/one-click/withdraw',
      { requestId: randomUUID() },
      player,
    )
    expect(all.code).toBe(0)
    expect(walletOf(all.data)).toEqual({
      provider: 'house',
      currencyCode: 'USD',
      amount: '0.00',
      frozen: '0.00',
    })
    expect(await accountBalance(shared.server, player.memberId, 'member')).toBe('100.00')
  })
})

describe('game wallet races', () => {
  it('20 concurrent one-click withdrawals: the game wallet ends at zero and the balance rises once', async () => {
    const player = await newPlayer(shared.server, shared.client, '100')
    await launch(shared.client, player, '60')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shared.client.form<GameWalletEntry[]>(
          '/game/balance/one-click/withdraw',
          { requestId: randomUUID() },
          player,
        ),
      ),
    )
    expect(answers.every((answer) => answer.code === 0)).toBe(true)
    expect(await accountBalance(shared.server, player.memberId, 'game', 'house')).toBe('0.00')
    expect(await accountBalance(shared.server, player.memberId, 'member')).toBe('100.00')
    const [moves] = await shared.server.ctx.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE a.member_id = $1 AND a.kind = 'member' AND t.kind = 'game-withdraw'`,
      [player.memberId],
    )
    expect(moves?.n).toBe('1')
  })

  it('20 concurrent launches with one requestId move the amount once', async () => {
    const player = await newPlayer(shared.server, shared.client, '100')
    const body = { gameId: 101, currencyCode: 'USD', amount: '25', requestId: randomUUID() }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shared.client.form<LaunchAnswer>('game/play', body, player)),
    )
    expect(answers.every((answer) => answer.code === 0)).toBe(true)
    expect(new Set(answers.map((answer) => answer.data.url)).size).toBe(1)
    expect(await accountBalance(shared.server, player.memberId, 'member')).toBe('75.00')
  })
})

describe('the launch page', () => {
  it('opens once, with its own CSP framed only by the sites; a used or unknown token gets the expired page', async () => {
    const player: Player = await newPlayer(shared.server, shared.client, '10')
    const { url } = await launch(shared.client, player)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain('frame-ancestors http://localhost:5171')
    expect(page.headers.get('x-frame-options')).toBeNull()
    const html = await page.text()
    expect(html).toContain('<title>Dice</title>')
    expect(html).toContain('width=device-width')
    const again = await fetch(url)
    expect(again.status).toBe(403)
    expect(await again.text()).toContain('expired')
    expect((await fetch(`${shared.server.url}/games/house/dice?session=${'x'.repeat(43)}`)).status).toBe(403)
  })

  it('the crash page opens at its own launch url; a dice token does not open it', async () => {
    const player = await newPlayer(shared.server, shared.client, '0')
    const crash = await launch(shared.client, player, undefined, 102)
    expect(crash.url.pathname).toBe('/games/house/crash')
    const page = await fetch(crash.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Crash</title>')
    const dice = await launch(shared.client, player)
    expect((await fetch(`${shared.server.url}/games/house/crash?session=${dice.session}`)).status).toBe(403)
  })

  it('a launch token not opened within 60 s no longer opens the page', async () => {
    const player = await newPlayer(shared.server, shared.client, '0')
    const { url } = await launch(shared.client, player)
    await shared.server.ctx.db.query('UPDATE game_sessions SET expires_at = $1 WHERE member_id = $2', [
      Date.now() - 1,
      player.memberId,
    ])
    expect((await fetch(url)).status).toBe(403)
  })
})
