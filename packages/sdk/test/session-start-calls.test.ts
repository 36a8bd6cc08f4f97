import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isApiError, memoryStorage } from '../src'
import { codes } from '../src/protocol/codes'
import type { FakeUser } from './support/fake-backend'
import { nodeEncrypt } from './support/node-cipher'
import { useTestBackend } from './support/test-backend'
import type { RecordedRequest } from './support/test-server'

// A call made right after `session.start()`, before it resolves, carries the session the start makes: the call
// layer holds calls that need a session until the start has one, and lets open calls and the start's own go.
const env = useTestBackend()
const listPath = '/match/list'

function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const field = (request: RecordedRequest, name: string) => request.form?.[name] ?? request.query[name] ?? ''

/** `match/list` as the server answers it: a session's call, its data a cipher of the caller's token. */
function serveMatchList() {
  env.backend.server.on(listPath, (request) => {
    const user = env.backend.users.get(field(request, 'uid'))
    if (!user || user.token !== field(request, 'token'))
      return { code: 403, msg: 'Session expired', data: null }
    return { code: 0, msg: 'ok', enc: 'token', data: nodeEncrypt(JSON.stringify([]), user.token) }
  })
}

/** Holds the start's guest creation until `release` is called; `received` resolves when the request arrives. */
function holdVisitorCreate() {
  const received = deferred()
  const released = deferred()
  env.backend.server.on('/app/api/visitor/create', async () => {
    received.resolve()
    await released.promise
    const user: FakeUser = {
      uid: '7001',
      token: randomUUID(),
      kind: 'visitor',
      account: '',
      pwd: '',
      languageCode: 'en',
    }
    env.backend.users.set(user.uid, user)
    return { code: 0, msg: 'ok', data: { uid: user.uid, token: user.token } }
  })
  return { received: received.promise, release: () => released.resolve() }
}

describe('calls made while the session starts', () => {
  it("a session's call made right after start() waits for the guest and carries its credentials", async () => {
    serveMatchList()
    const create = holdVisitorCreate()
    const sb = env.open()
    const started = sb.session.start()
    const list = sb.api.matches.list()
    await create.received
    // An open call goes out during the start (sysinit is what a page reads before any session exists).
    await sb.sysinit()
    expect(env.backend.calls(listPath)).toHaveLength(0)
    create.release()
    const state = await started
    await expect(list).resolves.toEqual([])
    const sent = env.backend.calls(listPath)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.form).toMatchObject({ uid: '7001', token: state.credentials?.token })
    // The guest's login came before the list: the start's own calls did not wait for the start.
    const order = env.backend.server.requests.map((request) => request.path)
    expect(order.indexOf('/app/api/visitor/login')).toBeLessThan(order.indexOf(listPath))
  })

  it("a stored member's call made right after start() carries the member's token, and the start ends", async () => {
    const storage = memoryStorage()
    const earlier = env.open({ storage })
    await earlier.session.start()
    const member = await earlier.session.register({ username: 'player1', password: 'secret1' })
    earlier.dispose()

    const sb = env.open({ storage })
    const started = sb.session.start()
    const balance = sb.api.session.userBalance()
    // The restore's own steps (the profile with the stored credentials, then the balance read after the login)
    // run while the start is under way; none of them waits for it.
    await expect(started).resolves.toMatchObject({ status: 'member', credentials: member.credentials })
    await expect(balance).resolves.toEqual([expect.objectContaining({ currencyCode: 'USD' })])
    const balanceCalls = env.backend.calls('/app/api/wallet/balance')
    expect(balanceCalls.length).toBeGreaterThan(0)
    for (const call of balanceCalls) expect(call.form).toMatchObject({ token: member.credentials?.token })
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(1)
  })

  it('aborting a call that waits for the start ends the wait; the call is never sent', async () => {
    serveMatchList()
    const create = holdVisitorCreate()
    const sb = env.open()
    const started = sb.session.start()
    const abort = new AbortController()
    const list = sb.api.matches.list({}, { signal: abort.signal })
    await create.received
    await sb.sysinit()
    abort.abort()
    await expect(list).rejects.toMatchObject({ name: 'AbortError' })
    create.release()
    await started
    expect(env.backend.calls(listPath)).toHaveLength(0)
  })

  it('a call waiting for a start that fails goes out as it is and answers what the server says', async () => {
    serveMatchList()
    env.backend.failNext('/app/api/visitor/create', codes.INTERNAL)
    const sb = env.open()
    const started = sb.session.start()
    const list = sb.api.matches.list()
    await expect(started).rejects.toSatisfy((error) => isApiError(error, codes.INTERNAL))
    const answer = await list.catch((error: unknown) => error)
    expect(isApiError(answer, codes.FORBIDDEN)).toBe(true)
    expect(env.backend.calls(listPath)[0]!.form).toMatchObject({ uid: '', token: '' })
  })

  it('a call with credentials of its own does not wait for the start', async () => {
    serveMatchList()
    const create = holdVisitorCreate()
    const guest = env.backend.addMember('', '')
    const sb = env.open()
    const started = sb.session.start()
    await create.received
    const session = { uid: guest.uid, token: guest.token }
    await expect(sb.api.matches.list({}, { session })).resolves.toEqual([])
    create.release()
    await started
  })
})
