import { useLingui } from '@lingui/react'
import { isApiError } from '@sportsbook/sdk'
import type { BuilderQuote, Match } from '@sportsbook/sdk/protocol'
import {
  BetBuilder,
  type BuilderLeg,
  bettingMessages,
  useOddsFormat,
  useRefusalText,
  useSportsbook,
  useToasts,
  useUser,
} from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import { errorMessage } from './session-status'

/** How long the legs rest before they are priced: a player picking three legs asks once, not three times. */
const quoteDelayMs = 300

/**
 * The bet builder of a match page (PROTOCOL.md section 12): the player picks legs of the match's open markets,
 * the server prices them together (`builderQuote`, again when the quote is about to expire), and the legs are
 * placed as one bet at the quote (`placeBuilder`). A visitor is asked to log in.
 */
export function MatchBuilder({ match }: { match: Match }) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const refusalText = useRefusalText()
  const user = useUser()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const [format] = useOddsFormat()
  const [legs, setLegs] = useState<BuilderLeg[]>([])
  const [quote, setQuote] = useState<BuilderQuote | null>(null)
  const [pricing, setPricing] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [stake, setStake] = useState('')
  const [placing, setPlacing] = useState(false)
  const [round, setRound] = useState(0)
  const markets = useMemo(() => match.markets.filter((market) => market.status === 'open'), [match.markets])
  const key = legs.map((leg) => leg.selectionId).join(',')

  // The legs' ids (key) say everything the quote depends on; `round` asks again for an expiring quote.
  useEffect(() => {
    setQuote(null)
    setProblem(null)
    if (legs.length < 2) return
    let current = true
    setPricing(true)
    const timer = setTimeout(() => {
      sportsbook.orders
        .builderQuote({ matchId: match.id, legs })
        .then((answer) => current && setQuote(answer))
        .catch((error) => current && setProblem(errorMessage(error) ?? ''))
        .finally(() => current && setPricing(false))
    }, quoteDelayMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [sportsbook, match.id, key, round])

  // A quote lives a short while: it is asked again a second before it expires.
  useEffect(() => {
    if (!quote) return
    const timer = setTimeout(
      () => setRound((n) => n + 1),
      Math.max(1_000, quote.expiresAt - Date.now() - 1_000),
    )
    return () => clearTimeout(timer)
  }, [quote])

  async function place() {
    if (!user) {
      openLogin(true)
      return
    }
    if (!quote) return
    setPlacing(true)
    try {
      const order = await sportsbook.orders.placeBuilder({ quote, stake, currencyCode: user.currencyCode })
      toasts.success(
        i18n._(order.status === 'pending' ? bettingMessages.builderPending : bettingMessages.builderPlaced),
      )
      setLegs([])
      setStake('')
      void sportsbook.balance.refresh().catch(() => undefined)
    } catch (error) {
      if (isApiError(error, 2002)) {
        toasts.error(i18n._(bettingMessages.builderExpired))
        setRound((n) => n + 1)
      } else setProblem(refusalText(error) ?? errorMessage(error) ?? '')
    } finally {
      setPlacing(false)
    }
  }

  return (
    <BetBuilder
      className="sb-betting__builder"
      markets={markets}
      homeName={match.home.name}
      awayName={match.away.name}
      legs={legs}
      onLegsChange={setLegs}
      price={quote}
      pricing={pricing}
      problem={problem}
      stake={stake}
      onStakeChange={(value) => setStake(value.replace(/[^\d.]/g, ''))}
      currencyCode={user?.currencyCode ?? null}
      onPlace={() => void place()}
      placing={placing}
      format={format}
    />
  )
}
