import { describe, expect, it } from 'vitest'
import type { Api } from '../api/create-api'
import { isNotice } from '../api/sections/misc'
import type { Notice } from '../protocol'
import { memoryStorage } from '../storage'
import { createNoticeFeed, noticeReadKey } from './notice-feed'

const notice = (id: number, extra: Partial<Notice> = {}): Notice => ({
  id,
  title: `Notice ${id}`,
  content: 'Plain text',
  kind: 'notice',
  pinned: false,
  createdAt: 1_000 + id,
  ...extra,
})

function fakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  return {
    on(event: string, listener: (payload: never) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: unknown) => void)
      return () => set.delete(listener as (payload: unknown) => void)
    },
    push(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    count: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

function setup(server: Notice[]) {
  const storage = memoryStorage()
  const socket = fakeSocket()
  let reads = 0
  const api = {
    misc: {
      notices: async () => {
        reads += 1
        return [...server]
      },
    },
  } as unknown as Api
  const feed = createNoticeFeed({ api, storage, socket, noticeCheck: async () => isNotice })
  return { feed, socket, storage, reads: () => reads }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('notice feed', () => {
  it('shows a pushed notice at once, pinned ones first, and counts it unread', async () => {
    const { feed, socket } = setup([notice(1), notice(2, { pinned: true })])
    feed.start()
    await settled()
    expect(feed.getState().notices.map((n) => n.id)).toEqual([2, 1])
    socket.push('notice', notice(3))
    await settled()
    expect(feed.getState().notices.map((n) => n.id)).toEqual([2, 3, 1])
    expect(feed.getState().unread).toBe(3)
  })

  it('ignores a push that is not a notice', async () => {
    const { feed, socket } = setup([])
    feed.start()
    await settled()
    socket.push('notice', { id: 'x', content: '<b>' })
    await settled()
    expect(feed.getState().notices).toEqual([])
  })

  it('reads the list again after every reconnect, since a push may have been missed', async () => {
    const server = [notice(1)]
    const { feed, socket, reads } = setup(server)
    feed.start()
    await settled()
    server.push(notice(2))
    socket.push('connect')
    await settled()
    expect(reads()).toBe(2)
    expect(feed.getState().notices.map((n) => n.id)).toEqual([2, 1])
  })

  it('keeps what was read across reloads', async () => {
    const first = setup([notice(1), notice(2)])
    first.feed.start()
    await settled()
    await first.feed.markRead()
    expect(first.feed.getState().unread).toBe(0)
    expect(await first.storage.getItem(noticeReadKey)).toBe('2')
    const socket = fakeSocket()
    const api = { misc: { notices: async () => [notice(1), notice(2), notice(3)] } } as unknown as Api
    const again = createNoticeFeed({ api, storage: first.storage, socket, noticeCheck: async () => isNotice })
    again.start()
    await settled()
    expect(again.getState().unread).toBe(1)
  })

  it('stops following the socket when the last starter stops', async () => {
    const { feed, socket } = setup([])
    const stopA = feed.start()
    const stopB = feed.start()
    stopA()
    expect(socket.count('notice')).toBe(1)
    stopB()
    expect(socket.count('notice')).toBe(0)
  })
})
