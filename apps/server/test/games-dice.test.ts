import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  type DiceRollAnswer,
  type GameRound,
  type GameRoundDetail,
  type GamesOnline,
  type HouseState,
  type SeedPair,
  type SeedRotation,
  serverSeedHashOf,
  verifyCrashPoint,
  verifyDiceRoll,
} from '@sportsbook/sdk/protocol/schemas'
import { describe, expect, it } from 'vitest'
import { accountBalance, house, houseGet, launch, newPlayer } from './games-support'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

async function playing(amount = '100') {
  const player = await newPlayer(shared.server, shared.client, amount)
  const { session } = await launch(shared.client, player, amount)
  return { player, session }
}

const roll = (session: string, body: Record<string, unknown> = {}) =>
  house<DiceRollAnswer>(shared.server, 'dice/roll', {
    session,
    stake: '1',
    target: '50',
    direction: 'under',
    requestId: randomUUID(),
    ...body,
  })

describe('provably fair vectors on the server side', () => {
  // The same section of the shared vectors as the SDK's test (PROTOCOL.md section 10).
  const vectors = JSON.parse(
    readFileSync(new URL('../../../packages/sdk/test/fixtures/crypto-vectors.json', import.meta.url), 'utf8'),
  ).provablyFair as {
    serverSeed: string
    serverSeedHash: string
    clientSeed: string
    nonce: number
    diceRoll: string
    crashPoint: string
  }[]

  it.each(vectors)('nonce $nonce: the hash, roll and crash point the server computes', (vector) => {
    expect(serverSeedHashOf(vector.serverSeed)).toBe(vector.serverSeedHash)
    expect(verifyDiceRoll(vector)).toBe(vector.diceRoll)
    expect(verifyCrashPoint(vector)).toBe(vector.crashPoint)
  })
})

describe('dice (PROTOCOL.md section 10)', () => {
  it('shows the seed hash before betting, rolls with growing nonces and pays 99 / win chance', async () => {
    const { player, session } = await playing()
    const state = await houseGet<HouseState>(shared.server, 'state', session)
    expect(state.code).toBe(0)
    expect(state.data.balance.amount).toBe('100.00')
    const before = state.data.fairness
    expect(before.nonce).toBe(0)
    expect((await houseGet<SeedPair>(shared.server, 'fairness', session)).data).toEqual(before)

    const rounds: DiceRollAnswer[] = []
    for (let i = 0; i < 6; i++) {
      const answer = await roll(session, { stake: '2', target: '49.5', direction: i % 2 ? 'over' : 'under' })
      expect(answer.code, answer.msg).toBe(0)
      rounds.push(answer.data)
    }
    expect(rounds.map((round) => round.fairness.nonce)).toEqual([0, 1, 2, 3, 4, 5])
    let wallet = 100
    for (const round of rounds) {
      expect(round.fairness).toMatchObject({ serverSeedHash: before.serverSeedHash, serverSeed: null })
      const value = Number(round.result)
      const chance = round.play.game === 'dice' && round.play.direction === 'under' ? 49.5 : 50.5
      const won = chance === 49.5 ? value < 49.5 : value > 49.5
      expect(round.status).toBe(won ? 'won' : 'lost')
      const payout = won ? Math.floor((2 * 99 * 100) / chance) / 100 : 0
      expect(round.payout).toBe(payout.toFixed(2))
      wallet += payout - 2
    }
    expect(rounds.at(-1)?.balance.amount).toBe(wallet.toFixed(2))
    expect(await accountBalance(shared.server, player.memberId, 'game', 'house')).toBe(wallet.toFixed(2))

    // A new client seed reveals the old server seed: every round reproduces from it.
    const rotation = await house<SeedRotation>(shared.server, 'seed', {
      session,
      clientSeed: 'my own seed ✓',
    })
    expect(rotation.data).toMatchObject({
      previousClientSeed: before.clientSeed,
      clientSeed: 'my own seed ✓',
      nonce: 0,
    })
    expect(serverSeedHashOf(rotation.data.previousServerSeed)).toBe(before.serverSeedHash)
    expect(rotation.data.serverSeedHash).not.toBe(before.serverSeedHash)
    for (const round of rounds) {
      const detail = await shared.client.form<GameRoundDetail>('/game/order/detail', { id: round.id }, player)
      expect(detail.data.fairness.serverSeed).toBe(rotation.data.previousServerSeed)
      expect(verifyDiceRoll({ ...detail.data.fairness, serverSeed: detail.data.fairness.serverSeed! })).toBe(
        detail.data.result,
      )
    }
    const next = await roll(session)
    expect(next.data.fairness).toMatchObject({ clientSeed: 'my own seed ✓', nonce: 0, serverSeed: null })
  })

  it('lists the rounds newest first and hides another member’s round behind 3004', async () => {
    const { player, session } = await playing()
    const first = await roll(session)
    const second = await roll(session)
    const list = await shared.client.form<{ list: GameRound[]; total: number }>(
      '/game/order',
      { gameId: 101, page: 1, pageSize: 10 },
      player,
    )
    expect(list.data.total).toBe(2)
    expect(list.data.list.map((round) => round.id)).toEqual([second.data.id, first.data.id])
    expect(list.data.list[0]).toMatchObject({
      provider: 'house',
      gameId: 101,
      currencyCode: 'USD',
      stake: '1.00',
    })
    const other = await newPlayer(shared.server, shared.client, '0')
    expect((await shared.client.form('/game/order/detail', { id: first.data.id }, other)).code).toBe(3004)
    expect((await shared.client.form<{ total: number }>('/game/order', {}, other)).data.total).toBe(0)
    const online = await shared.client.form<GamesOnline>('/game/member/online', {}, other)
    expect(online.data.total).toBeGreaterThanOrEqual(1)
    expect(online.data.games.find((game) => game.gameId === 101)?.players).toBeGreaterThanOrEqual(1)
  })

  it('refuses bad fields (1000), stakes outside the limits (2004) and a short wallet (2001), changing nothing', async () => {
    const { player, session } = await playing('5')
    expect((await roll(session, { target: '96' })).data).toEqual({ field: 'target' })
    expect((await roll(session, { target: '4.99', direction: 'over' })).data).toEqual({ field: 'target' })
    expect((await roll(session, { target: '0.5' })).data).toEqual({ field: 'target' })
    expect((await roll(session, { direction: 'sideways' })).data).toEqual({ field: 'direction' })
    expect((await roll(session, { stake: '1.001' })).data).toEqual({ field: 'stake' })
    expect((await roll(session, { stake: 'abc' })).data).toEqual({ field: 'stake' })
    expect((await roll(session, { requestId: 1 })).data).toEqual({ field: 'requestId' })
    expect(await roll(session, { stake: '0.05' })).toMatchObject({
      code: 2004,
      data: { min: '0.10', max: '1000.00' },
    })
    expect((await roll(session, { stake: '6' })).code).toBe(2001)
    expect((await roll('x'.repeat(43))).code).toBe(403)
    const wrongType = await fetch(`${shared.server.url}/games/house/api/dice/roll`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `session=${session}&stake=1&target=50&direction=under&requestId=${randomUUID()}`,
    })
    expect(((await wrongType.json()) as { code: number }).code).toBe(1000)
    expect(await accountBalance(shared.server, player.memberId, 'game', 'house')).toBe('5.00')
    expect((await houseGet<SeedPair>(shared.server, 'fairness', session)).data.nonce).toBe(0)
  })

  it('is idempotent by requestId: the same roll answers again, another body is 2005', async () => {
    const { player, session } = await playing('10')
    const requestId = randomUUID()
    const first = await roll(session, { requestId })
    expect(await roll(session, { requestId, stake: '1.00', target: '50.00' })).toEqual(first)
    expect((await roll(session, { requestId, stake: '2' })).code).toBe(2005)
    const list = await shared.client.form<{ total: number }>('/game/order', {}, player)
    expect(list.data.total).toBe(1)
  })
})
