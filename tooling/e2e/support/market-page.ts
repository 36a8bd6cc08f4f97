// Helpers of the peer market suite: funded members, a match a bank can be opened on with time to spare before
// kick-off, and reads of what the server holds (balances, a bank's state).
import type { BrandUnderTest } from '../brands'
import { registerMember } from '../tests/fixtures'
import { claimFirst } from './match-claims'
import { apiLogin, fundThroughSandbox, type Session, walletCall } from './wallet-page'

const feedMinute = 60_000

/** A registered member with `amount` deposited through the sandbox provider. */
export async function fundedMember(
  brand: BrandUnderTest,
  amount: string,
): Promise<Session & { password: string }> {
  const member = await registerMember(brand)
  const session = await apiLogin(brand, member.account, member.password)
  await fundThroughSandbox(brand, session, amount)
  return { ...session, password: member.password }
}

const auth = (session: Session) => ({ uid: session.uid, token: session.token })

/** The display balance (amount less frozen) of the member's own currency, as a decimal string. */
export async function balanceOf(brand: BrandUnderTest, session: Session): Promise<string> {
  const entries = await walletCall<{ currencyCode: string; amount: string; frozen: string; scale: number }[]>(
    brand,
    '/app/api/wallet/balance',
    auth(session),
  )
  const entry = entries.find((item) => item.currencyCode === session.currencyCode)
  if (!entry) throw new Error(`no ${session.currencyCode} balance`)
  return (Number(entry.amount) - Number(entry.frozen)).toFixed(2)
}

/**
 * A football match whose kick-off on the feed clock is between `minMinutes` and `maxMinutes` feed minutes away,
 * with its 1X2 market open, that no other story claimed (support/match-claims.ts): the test opens, joins and bets before it,
 * then ends it.
 */
export async function upcomingMatch(
  brand: BrandUnderTest,
  session: Session,
  minMinutes: number,
  maxMinutes: number,
): Promise<{ id: number; startTime: number; speed: number }> {
  const matches = await walletCall<
    { id: number; sportType: number; startTime: number; markets: { type: string; status: string }[] }[]
  >(brand, '/match/simple/list', { ...auth(session), sportType: '1' })
  const first = matches[0]
  if (!first) throw new Error('no upcoming match')
  const echo = await walletCall<{ feed: { now: number; speed: number } }>(brand, '/match/echo/match', {
    ...auth(session),
    matchId: String(first.id),
  })
  const { now, speed } = echo.feed
  const [match] = claimFirst(
    matches.filter(
      (item) =>
        item.startTime - now >= minMinutes * feedMinute &&
        item.startTime - now <= maxMinutes * feedMinute &&
        item.markets.some((market) => market.type === '1x2' && market.status === 'open'),
    ),
    1,
    (item) => item.id,
  )
  if (!match) throw new Error(`no football match kicks off in ${minMinutes} to ${maxMinutes} feed minutes`)
  return { id: match.id, startTime: match.startTime, speed }
}

export interface BankStatRow {
  bankId: number
  role: string
  capital: string
  pnl: string
  commission: string
  status: string
}

/** The member's rows of trade/api/gambler/order/stat/list. */
export async function bankStats(brand: BrandUnderTest, session: Session): Promise<BankStatRow[]> {
  const page = await walletCall<{ list: BankStatRow[] }>(brand, '/trade/api/gambler/order/stat/list', {
    ...auth(session),
    page: '1',
    pageSize: '20',
  })
  return page.list
}

export interface BankerInfoAnswer {
  status: string
  participants: { memberId: number; role: string; capital: string; pnl: string }[]
  outcomes: { label: string; pnl: string }[]
}

export function bankerInfo(brand: BrandUnderTest, session: Session, id: number): Promise<BankerInfoAnswer> {
  return walletCall<BankerInfoAnswer>(brand, '/match/opening/banker/info', {
    ...auth(session),
    id: String(id),
  })
}

export function gamblerOrders(brand: BrandUnderTest, session: Session, bankId: number) {
  return walletCall<{ list: { status: string; stake: string; payout: string | null; odds: string }[] }>(
    brand,
    '/trade/api/gambler/order/list',
    { ...auth(session), bankId: String(bankId), page: '1', pageSize: '10' },
  )
}
