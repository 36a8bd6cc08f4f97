/** Runs `work` alone: no other holder of the same lock, in this page or another tab, runs meanwhile. */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>

/** The part of the Web Locks API the lock needs (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

// One queue per lock name for the whole page (or Node process), shared by every client in it: two clients over
// one storage are two "tabs" that the Web Locks API would order too.
const tails = new Map<string, Promise<unknown>>()

function queued<T>(name: string, work: () => Promise<T>): Promise<T> {
  const run = (tails.get(name) ?? Promise.resolve()).then(work, work)
  const tail = run.catch(() => undefined)
  tails.set(name, tail)
  void tail.then(() => {
    if (tails.get(name) === tail) tails.delete(name)
  })
  return run
}

/**
 * The single-flight lock of a read-modify-write of storage: the Web Locks API where the page has it (it orders the
 * tabs of an origin too), else a queue in this page.
 */
export function storageLock(name: string, locks?: LockManagerLike): Exclusive {
  const manager =
    locks ?? (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks ?? undefined
  return (work) => (manager ? manager.request(name, work) : queued(name, work))
}
