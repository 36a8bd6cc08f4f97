import { useLingui } from '@lingui/react'
import type { NoticeFeedState } from '@sportsbook/sdk'
import type { Order, RedEnvelopeActivity } from '@sportsbook/sdk/protocol'
import {
  bettingMessages,
  Dialog,
  gamesMessages,
  NoticeBell,
  NoticeList,
  NoticeMarquee,
  RedEnvelopeList,
  RedEnvelopePopup,
  useLocaleTag,
  useSession,
  useSportsbook,
  useSportsbookEvent,
} from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { errorMessage, useSessionReady } from '../betting/session-status'
import '../betting/styles'
import { settledOrderNote } from './settled-order-note'

/**
 * The notice feed of the SDK, followed while a part of the shell shows it. It starts once the session exists: a
 * read with no token yet would be answered 403, a forced logout of the member being restored.
 */
function useNoticeFeed(): NoticeFeedState {
  const { notices } = useSportsbook()
  const ready = useSessionReady()
  useEffect(() => (ready ? notices.start() : undefined), [notices, ready])
  return useSyncExternalStore(notices.subscribe, notices.getState)
}

/** The `marquee` notices under the header, live. */
export function NoticeBar() {
  const { notices } = useNoticeFeed()
  return <NoticeMarquee notices={notices} />
}

/** How often an open red envelope activity on screen is read again (its envelopes left). */
const envelopeRefreshMs = 4000

/** The red envelope activities of a member; a `redEnvelope` push reads them again and names the one that opened. */
function useRedEnvelopes(enabled: boolean) {
  const sportsbook = useSportsbook()
  const [activities, setActivities] = useState<RedEnvelopeActivity[]>([])
  const [loading, setLoading] = useState(false)
  const [opened, setOpened] = useState<number | null>(null)
  const reload = useCallback(async () => {
    if (!enabled) return
    setLoading(true)
    try {
      setActivities(await sportsbook.api.misc.redEnvelopeActivity())
    } catch {
      // The list keeps what it showed; the next push or opening of the panel reads it again.
    } finally {
      setLoading(false)
    }
  }, [enabled, sportsbook])
  useEffect(() => {
    if (!enabled) return
    void reload()
    // Only the id of a push is used: what is shown comes from the member's own read.
    return sportsbook.sockets.main.on('redEnvelope', (payload: unknown) => {
      const id = (payload as { id?: unknown } | null)?.id
      if (typeof id !== 'number') return
      void reload().then(() => setOpened(id))
    })
  }, [enabled, reload, sportsbook])
  // Other members' claims are not pushed (only an opening is): while an open activity is on screen its count of
  // envelopes left is read again every few seconds, so "5 left" follows what others took.
  const [watching, setWatching] = useState(false)
  const anyOpen = activities.some((activity) => activity.status === 'open' && activity.remaining > 0)
  useEffect(() => {
    if (!enabled || !watching || !anyOpen) return
    const timer = setInterval(() => void reload(), envelopeRefreshMs)
    return () => clearInterval(timer)
  }, [enabled, watching, anyOpen, reload])
  const replace = (activity: RedEnvelopeActivity) =>
    setActivities((was) => was.map((item) => (item.id === activity.id ? activity : item)))
  return { activities, loading, reload, replace, opened, dismiss: () => setOpened(null), setWatching }
}

/** How many settled orders the bell keeps. */
const settledKept = 20

/**
 * The orders of member `uid` settled by their result since the page opened or the member logged in (the main
 * socket's `order` push), newest first, and which of them the player has not seen in the bell's panel yet.
 */
function useSettledOrders(uid: string) {
  const [orders, setOrders] = useState<Order[]>([])
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(new Set())
  // Another account (a logout, a switch) starts with none: one member's bets never show to the next.
  const [owner, setOwner] = useState(uid)
  if (owner !== uid) {
    setOwner(uid)
    setOrders([])
    setUnseen(new Set())
  }
  const { i18n } = useLingui()
  const tag = useLocaleTag()
  useSportsbookEvent('order', (order: Order) => {
    if (!settledOrderNote(order, i18n, tag)) return
    setOrders((was) => [order, ...was.filter((item) => item.id !== order.id)].slice(0, settledKept))
    setUnseen((was) => new Set(was).add(order.id))
  })
  return { orders, unseen: unseen.size, seen: () => setUnseen(new Set()) }
}

/** The header's bell with the unread count; it opens the notices, red envelopes and settled bets panel. */
export function NoticeCorner() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const session = useSession()
  const feed = useNoticeFeed()
  const isMember = session.status === 'member' || session.status === 'demo' || session.status === 'channel'
  const envelopes = useRedEnvelopes(isMember)
  const settled = useSettledOrders(String(session.user?.uid ?? ''))
  const tag = useLocaleTag()
  const [open, setOpen] = useState(false)
  const [claimingId, setClaimingId] = useState<number | null>(null)
  const [claimError, setClaimError] = useState<string | null>(null)

  const claim = async (activity: RedEnvelopeActivity) => {
    setClaimingId(activity.id)
    setClaimError(null)
    try {
      const answer = await sportsbook.games.claimRedEnvelope(activity.id)
      envelopes.replace({ ...answer.activity, claimed: answer.activity.claimed ?? answer.amount })
      await sportsbook.balance.refresh().catch(() => undefined)
    } catch (cause) {
      setClaimError(errorMessage(cause) ?? null)
      void envelopes.reload()
    } finally {
      setClaimingId(null)
    }
  }
  const envelopeList = (activities: RedEnvelopeActivity[]) => (
    <>
      <RedEnvelopeList
        activities={activities}
        loading={envelopes.loading}
        canClaim={session.status === 'member'}
        claimingId={claimingId}
        onClaim={(activity) => void claim(activity)}
      />
      {claimError ? <p role="alert">{claimError}</p> : null}
    </>
  )
  const popup = envelopes.activities.find((activity) => activity.id === envelopes.opened)
  const shown = open || popup !== undefined
  const { setWatching } = envelopes
  useEffect(() => setWatching(shown), [shown, setWatching])

  return (
    <>
      <NoticeBell
        unread={feed.unread + settled.unseen}
        aria-expanded={open}
        onClick={() => {
          setOpen(true)
          settled.seen()
          void sportsbook.notices.markRead()
          void envelopes.reload()
        }}
      />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={i18n._(gamesMessages.notices)}
        className="sb-notices-panel"
      >
        {isMember ? (
          <section aria-label={i18n._(gamesMessages.redEnvelopes)}>
            <h3>{i18n._(gamesMessages.redEnvelopes)}</h3>
            {envelopeList(envelopes.activities)}
          </section>
        ) : null}
        {settled.orders.length > 0 ? (
          <section aria-label={i18n._(bettingMessages.settledBets)} className="sb-settled-notes">
            <h3>{i18n._(bettingMessages.settledBets)}</h3>
            <ul className="sb-notice-list">
              {settled.orders.map((order) => {
                const note = settledOrderNote(order, i18n, tag)
                return note ? (
                  <li key={order.id} className="sb-notice" data-tone={note.tone}>
                    <Link to="/bets" onClick={() => setOpen(false)}>
                      {note.text}
                    </Link>
                  </li>
                ) : null
              })}
            </ul>
          </section>
        ) : null}
        <NoticeList notices={feed.notices} loading={feed.status === 'loading'} />
      </Dialog>
      {popup && !open ? (
        <RedEnvelopePopup
          activity={popup}
          canClaim={session.status === 'member'}
          claimingId={claimingId}
          error={claimError}
          onClaim={(activity) => void claim(activity)}
          onDismiss={envelopes.dismiss}
        />
      ) : null}
    </>
  )
}
