/**
 * Runs queued work once per animation frame. Socket batches arrive as separate tasks, several within one frame;
 * applying them inside one frame callback lets React commit them together: at most one commit per frame, however
 * many updates the feed sends (the odds benchmark's budget).
 */
export interface FrameScheduler {
  /** Queues `task` for the next frame; a task queued twice before the frame runs once. */
  schedule(task: () => void): void
  /** Runs what is queued now (tests, and work that must not wait for a frame). */
  flush(): void
}

export type RequestFrame = (callback: () => void) => void

const defaultRequestFrame: RequestFrame = (callback) => {
  // rAF pauses in hidden tabs: nothing renders there, and the latest state shows when the tab comes back.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback())
  else setTimeout(callback, 16)
}

export function createFrameScheduler(requestFrame: RequestFrame = defaultRequestFrame): FrameScheduler {
  let queued = new Set<() => void>()
  let requested = false

  function flush(): void {
    requested = false
    const tasks = queued
    queued = new Set()
    for (const task of tasks) {
      try {
        task()
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  return {
    schedule(task) {
      queued.add(task)
      if (requested) return
      requested = true
      requestFrame(flush)
    },
    flush,
  }
}
