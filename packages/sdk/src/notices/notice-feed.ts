import type { Api } from '../api/create-api'
import { lazyOnce } from '../core/lazy-once'
import { createStore, type ReadableStore } from '../core/store'
import type { Notice } from '../protocol/schemas/notice-shapes'
import type { MainSocketPushes } from '../sockets/socket-events'
import type { SocketLink } from '../sockets/socket-link'
import type { StorageAdapter } from '../storage/storage-adapter'

/** Local storage key of the newest notice id the player has seen in the panel. */
export const noticeReadKey = 'noticeReadId'

/** The notices a page shows, how many are unread and whether the list has been read. */
export interface NoticeFeedState {
  /** Pinned first, then newest first. */
  notices: Notice[]
  /** Notices newer than the last one the player opened the panel on. */
  unread: number
  status: 'idle' | 'loading' | 'ready' | 'error'
}

export interface NoticeFeed extends ReadableStore<NoticeFeedState> {
  /** Reads the list and follows the main socket; the last `stop` of several starts stops following. */
  start(): () => void
  /** Reads the latest 20 again. */
  refresh(): Promise<void>
  /** Everything shown now counts as read (kept across reloads). */
  markRead(): Promise<void>
}

const keep = 50

/** Pinned first, then newest first; one row per id (a push may repeat what a read already brought). */
export function mergeNotices(current: readonly Notice[], incoming: readonly Notice[]): Notice[] {
  const byId = new Map<number, Notice>()
  for (const notice of [...current, ...incoming]) byId.set(notice.id, notice)
  return [...byId.values()]
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt - a.createdAt || b.id - a.id)
    .slice(0, keep)
}

/**
 * The notices a page shows: read over HTTP, then kept current by the main socket's
 * `notice` push. socket.io delivers a push at most once, so every (re)connect reads the list again.
 */
export function createNoticeFeed(options: {
  api: Api
  storage: StorageAdapter
  socket: Pick<SocketLink<MainSocketPushes>, 'on'>
  /** The check of a pushed notice; it loads with the misc section (valibot stays out of the first chunk). */
  noticeCheck: () => Promise<(payload: unknown) => payload is Notice>
}): NoticeFeed {
  const store = createStore<NoticeFeedState>({ notices: [], unread: 0, status: 'idle' })
  let readId = 0
  let starts = 0
  let disposers: (() => void)[] = []

  const loadReadId = lazyOnce(async () => {
    readId = Number(await options.storage.getItem(noticeReadKey)) || 0
  })
  const unreadOf = (notices: readonly Notice[]) => notices.filter((notice) => notice.id > readId).length
  const show = (incoming: readonly Notice[]) => {
    const notices = mergeNotices(store.getState().notices, incoming)
    store.setState({ notices, unread: unreadOf(notices), status: 'ready' })
  }

  async function refresh(): Promise<void> {
    if (store.getState().status !== 'ready') store.setState((state) => ({ ...state, status: 'loading' }))
    try {
      const [notices] = await Promise.all([options.api.misc.notices(), loadReadId()])
      show(notices)
    } catch {
      if (store.getState().status !== 'ready') store.setState((state) => ({ ...state, status: 'error' }))
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    refresh,
    start() {
      starts += 1
      if (starts === 1) {
        disposers = [
          options.socket.on('notice', (payload) => {
            void options.noticeCheck().then(
              (isNotice) => {
                if (isNotice(payload)) void loadReadId().then(() => show([payload]))
              },
              // The misc chunk did not download (offline): the read after the reconnect brings the notice.
              () => undefined,
            )
          }),
          options.socket.on('connect', () => void refresh()),
        ]
        void refresh()
        // Ready before the first push; a failed download is tried again by the next push.
        void options.noticeCheck().catch(() => undefined)
      }
      let stopped = false
      return () => {
        if (stopped) return
        stopped = true
        starts -= 1
        if (starts > 0) return
        for (const dispose of disposers) dispose()
        disposers = []
      }
    },
    async markRead() {
      await loadReadId()
      const newest = Math.max(readId, ...store.getState().notices.map((notice) => notice.id))
      if (newest === readId) return
      readId = newest
      await options.storage.setItem(noticeReadKey, String(newest))
      store.setState((state) => ({ ...state, unread: unreadOf(state.notices) }))
    },
  }
}
