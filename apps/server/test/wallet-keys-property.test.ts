import { randomUUID } from 'node:crypto'
import { codes, type LoanRecord } from '@sportsbook/sdk/protocol'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { sharedServer } from './support/shared-server'
import { accountBalance, newPlayer, type Player, type WalletServer } from './wallet-support'

/**
 * The idempotency key of a money path (src/requests/: requestHash reads amounts in units) as a property, on the
 * loan path over HTTP: whatever the wire spelling of an amount ("12.5", "12.50", "0012.500"), a key sent again
 * answers its first record and moves nothing more, and the key with any other amount is 2005. Over every run the
 * loan account is minus the sum of the first amounts, to the cent.
 */
let ws: WalletServer
let player: Player

beforeAll(async () => {
  const { server, client } = await sharedServer()
  ws = { server, client }
  player = await newPlayer(ws)
  await setCreditLine(server.ctx.db, player.memberId, 'USD', '1000000')
})

/** One amount in cents as the wire may spell it: leading zeros, and trailing zeros up to 8 decimals. */
function spelling(cents: number, leading: number, trailing: number): string {
  const whole = '0'.repeat(leading) + String(Math.floor(cents / 100))
  const fraction = String(cents % 100).padStart(2, '0')
  if (trailing > 0) return `${whole}.${fraction}${'0'.repeat(trailing - 1)}`
  const significant = fraction.replace(/0+$/, '')
  return significant === '' ? whole : `${whole}.${significant}`
}

const spelled = (cents: number) =>
  fc.tuple(fc.nat(3), fc.nat(6)).map(([leading, trailing]) => spelling(cents, leading, trailing))

const loan = (amount: string, requestId: string) =>
  ws.client.form<LoanRecord>('/app/api/loan', { amount, currencyCode: 'USD', requestId }, player)

describe('a money key over the wire spellings of its amount', () => {
  it('answers the first record again for any spelling of its amount, 2005 for any other amount', async () => {
    let lentCents = 0
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50_000 }).chain((cents) =>
          fc.record({
            cents: fc.constant(cents),
            first: spelled(cents),
            again: spelled(cents),
            other: fc.integer({ min: 1, max: 50_000 }).filter((other) => other !== cents),
          }),
        ),
        async ({ cents, first, again, other }) => {
          const requestId = randomUUID()
          const made = await loan(first, requestId)
          expect(made.code, `${first}: ${made.msg}`).toBe(0)
          lentCents += cents
          const replayed = await loan(again, requestId)
          expect(replayed, `${first} then ${again}`).toEqual(made)
          expect((await loan(spelling(other, 0, 0), requestId)).code).toBe(codes.IDEMPOTENCY_CONFLICT)
          const owed = await accountBalance(ws, player.memberId, 'loan')
          expect(Math.round(Number(owed) * -100)).toBe(lentCents)
        },
      ),
      { numRuns: 15 },
    )
  })
})
