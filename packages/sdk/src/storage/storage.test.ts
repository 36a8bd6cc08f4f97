import { describe, expect, it, vi } from 'vitest'
import {
  allStorageKeys,
  clearStorage,
  memoryStorage,
  readJson,
  type StorageAdapter,
  sharedMemoryStorage,
  storageKeys,
  webStorage,
  writeJson,
} from '.'

/** A `Storage` as the browser implements it, over a map. */
class MapStorage implements Storage {
  #map = new Map<string, string>()
  get length() {
    return this.#map.size
  }
  clear() {
    this.#map.clear()
  }
  getItem(key: string) {
    return this.#map.get(key) ?? null
  }
  key(index: number) {
    return [...this.#map.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#map.delete(key)
  }
  setItem(key: string, value: string) {
    this.#map.set(key, String(value))
  }
  [name: string]: unknown
}

function storageEvent(key: string | null, storageArea: Storage | null): StorageEvent {
  return Object.assign(new Event('storage'), { key, storageArea }) as unknown as StorageEvent
}

/** An adapter with only the three required methods, asynchronous, like a native shell's store. */
function asyncAdapter(): StorageAdapter & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: async (key) => map.get(key) ?? null,
    setItem: async (key, value) => {
      map.set(key, value)
    },
    removeItem: async (key) => {
      map.delete(key)
    },
  }
}

describe('storage keys', () => {
  it("are the exact keys of spec section 3 plus the SDK's own: deviceID, lastAccount, the betting ones and the pending money keys", () => {
    expect(Object.values(storageKeys.local)).toEqual([
      'uid',
      'token',
      'buid',
      'btoken',
      'buserInfo',
      'duid',
      'dtoken',
      'duserInfo',
      'accountList',
      'SaveAccount',
      'lang',
      'tryPlay',
      'isReg',
      'channelType',
      'userInfo',
      'deviceID',
      'lastAccount',
      'oddsFormat',
      'oddsChangePolicy',
      'pendingRequests',
    ])
    expect(Object.values(storageKeys.session)).toEqual(['omgMide', 'invitationcode', 'betSlip'])
    expect(allStorageKeys).toHaveLength(23)
  })
})

describe('memoryStorage', () => {
  it('stores, reads and removes text', () => {
    const storage = memoryStorage()
    expect(storage.getItem('uid')).toBeNull()
    storage.setItem('uid', '42')
    expect(storage.getItem('uid')).toBe('42')
    storage.removeItem('uid')
    expect(storage.getItem('uid')).toBeNull()
  })

  it('does not report its own changes to its own subscribers', () => {
    const storage = memoryStorage()
    const listener = vi.fn()
    storage.subscribe?.(listener)
    storage.setItem('token', 't')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('sharedMemoryStorage', () => {
  it('shares one map between tabs', () => {
    const shared = sharedMemoryStorage()
    const a = shared.tab()
    const b = shared.tab()
    a.setItem('token', 't1')
    expect(b.getItem('token')).toBe('t1')
    expect(shared.snapshot()).toEqual({ token: 't1' })
  })

  it('reports a change to the other tabs only, and null when a tab clears', () => {
    const shared = sharedMemoryStorage()
    const a = shared.tab()
    const b = shared.tab()
    const c = shared.tab()
    const heardByA = vi.fn()
    const heardByB = vi.fn()
    const heardByC = vi.fn()
    a.subscribe?.(heardByA)
    b.subscribe?.(heardByB)
    const unsubscribeC = c.subscribe?.(heardByC)
    a.setItem('btoken', 'x')
    expect(heardByA).not.toHaveBeenCalled()
    expect(heardByB).toHaveBeenCalledWith('btoken')
    expect(heardByC).toHaveBeenCalledWith('btoken')
    unsubscribeC?.()
    b.removeItem('btoken')
    expect(heardByA).toHaveBeenCalledWith('btoken')
    expect(heardByC).toHaveBeenCalledTimes(1)
    b.clear()
    expect(heardByA).toHaveBeenLastCalledWith(null)
  })

  it('stays silent when a write changes nothing', () => {
    const shared = sharedMemoryStorage()
    const a = shared.tab()
    const b = shared.tab()
    a.setItem('lang', 'en')
    const heard = vi.fn()
    b.subscribe?.(heard)
    a.setItem('lang', 'en')
    a.removeItem('missing')
    expect(heard).not.toHaveBeenCalled()
  })
})

describe('webStorage', () => {
  it('reads and writes through the wrapped Storage', () => {
    const local = new MapStorage()
    const adapter = webStorage(local, new EventTarget() as never)
    adapter.setItem('uid', '7')
    expect(local.getItem('uid')).toBe('7')
    expect(adapter.getItem('uid')).toBe('7')
    adapter.removeItem('uid')
    expect(local.getItem('uid')).toBeNull()
  })

  it("reports another tab's changes of its own storage area through the window storage event", () => {
    const window = new EventTarget()
    const local = new MapStorage()
    const session = new MapStorage()
    const adapter = webStorage(local, window as never)
    const heard = vi.fn()
    const unsubscribe = adapter.subscribe?.(heard)
    window.dispatchEvent(storageEvent('btoken', local))
    window.dispatchEvent(storageEvent('omgMide', session))
    window.dispatchEvent(storageEvent(null, local))
    expect(heard.mock.calls).toEqual([['btoken'], [null]])
    unsubscribe?.()
    window.dispatchEvent(storageEvent('token', local))
    expect(heard).toHaveBeenCalledTimes(2)
  })
})

describe('readJson and writeJson', () => {
  it('round-trips a value', async () => {
    const storage = asyncAdapter()
    await writeJson(storage, 'accountList', [{ uid: '1', account: 'amy' }])
    expect(storage.map.get('accountList')).toBe('[{"uid":"1","account":"amy"}]')
    expect(await readJson(storage, 'accountList')).toEqual([{ uid: '1', account: 'amy' }])
  })

  it('reads a missing key, an empty text or bad JSON as null', async () => {
    const storage = memoryStorage()
    expect(await readJson(storage, 'userInfo')).toBeNull()
    storage.setItem('userInfo', '')
    expect(await readJson(storage, 'userInfo')).toBeNull()
    storage.setItem('userInfo', '{not json')
    expect(await readJson(storage, 'userInfo')).toBeNull()
  })
})

describe('clearStorage', () => {
  it('clears every key of a real Storage except the kept ones, foreign keys included', async () => {
    const local = new MapStorage()
    for (const key of ['uid', 'token', 'buid', 'btoken', 'accountList', 'lastAccount', 'someOtherApp']) {
      local.setItem(key, 'v')
    }
    await clearStorage(webStorage(local, new EventTarget() as never), {
      keep: ['accountList', 'lastAccount'],
    })
    expect(local.length).toBe(2)
    expect(local.getItem('accountList')).toBe('v')
    expect(local.getItem('lastAccount')).toBe('v')
  })

  it('clears a plain async adapter of every spec key except the kept ones', async () => {
    const storage = asyncAdapter()
    for (const key of allStorageKeys) storage.map.set(key, 'v')
    storage.map.set('notOurs', 'v')
    await clearStorage(storage, { keep: [storageKeys.local.accountList, storageKeys.local.lastAccount] })
    expect([...storage.map.keys()].sort()).toEqual(['accountList', 'lastAccount', 'notOurs'])
  })

  it('never lets another tab see a kept key disappear', async () => {
    const shared = sharedMemoryStorage()
    const a = shared.tab()
    const b = shared.tab()
    a.setItem('accountList', '[]')
    a.setItem('btoken', 't')
    const heard = vi.fn()
    b.subscribe?.(heard)
    await clearStorage(a, { keep: ['accountList'] })
    expect(heard.mock.calls).toEqual([['btoken']])
    expect(shared.snapshot()).toEqual({ accountList: '[]' })
  })

  it('with nothing kept, clears a Storage at once', async () => {
    const session = new MapStorage()
    session.setItem('omgMide', '1')
    session.setItem('invitationcode', 'abc')
    await clearStorage(webStorage(session, new EventTarget() as never), { keep: [] })
    expect(session.length).toBe(0)
  })
})
