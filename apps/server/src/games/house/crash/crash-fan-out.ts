import type { Namespace, Socket } from 'socket.io'

/**
 * How the crash namespace's pushes reach every player without holding the server: a push goes to one share of the
 * sockets at a time, for at most `sliceMs` per turn of the event loop, and the HTTP requests waiting (cash-outs)
 * run between the turns. Written in one go, a push to a thousand sockets held them for tens of milliseconds (a
 * socket write is a system call each). Every node's sockets join the same shares, so a share's push reaches them
 * through the adapter as the whole namespace's did.
 */
const shareCount = 16
const sliceMs = 4

type PushedEvent = 'round' | 'tick'

interface Push {
  event: PushedEvent
  payload: unknown
  /** The shares still to write, in order. */
  shares: number[]
}

export interface FanOut {
  /** Puts a newly connected socket in a share. */
  join(socket: Socket): void
  /**
   * Pushes to every socket, after the pushes before it. A tick replaces the one still being written: the shares
   * it had not reached get the newer one first, so under load every share keeps hearing the clock.
   */
  push(event: PushedEvent, payload: unknown): void
  stop(): void
}

export function startFanOut(nsp: Namespace): FanOut {
  const allShares = Array.from({ length: shareCount }, (_, share) => share)
  const queue: Push[] = []
  let joined = 0
  let writing: NodeJS.Immediate | null = null

  const write = () => {
    writing = null
    const started = performance.now()
    while (queue.length > 0 && performance.now() - started < sliceMs) {
      const head = queue[0]!
      const share = head.shares.shift()
      if (share === undefined) queue.shift()
      else nsp.to(`share:${share}`).emit(head.event, head.payload)
    }
    while (queue[0]?.shares.length === 0) queue.shift()
    if (queue.length > 0) writing = setImmediate(write)
  }

  return {
    join(socket) {
      void socket.join(`share:${joined++ % shareCount}`)
    },
    push(event, payload) {
      let shares = allShares
      if (event === 'tick') {
        const stale = queue.findIndex((push) => push.event === 'tick')
        if (stale >= 0) {
          const behind = queue[stale]!.shares
          shares = [...behind, ...allShares.filter((share) => !behind.includes(share))]
          queue.splice(stale, 1)
        }
      }
      queue.push({ event, payload, shares: [...shares] })
      if (!writing) write()
    },
    stop() {
      queue.length = 0
      if (writing) clearImmediate(writing)
      writing = null
    },
  }
}
