import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Protection, RealityCheckPush } from '@sportsbook/sdk/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerContext } from '../src/context'
import { startServerControl } from '../src/ops/server-control'
import { TestControlError } from '../src/ops/test-control'
import { bettorWithPick, expectBlocked, stake } from './protection-support'
import { askControl } from './support/control-socket'
import { useSharedServer } from './support/shared-server'
import { closeOpenedSockets, connected, next, openSocket } from './support/sockets'

// The server's test control (src/ops/server-control.ts): an end-to-end suite makes a member's reality check due at
// once, instead of waiting out its interval, and the page hears it as it would; production refuses the control.
const ps = useSharedServer()
const folders: string[] = []
const closers: (() => Promise<void>)[] = []

afterEach(async () => {
  await closeOpenedSockets()
  for (const close of closers.splice(0)) await close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function socketPath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'server-control-'))
  folders.push(folder)
  return join(folder, 'server.sock')
}

async function openControl(): Promise<string> {
  const path = socketPath()
  const control = await startServerControl(ps.server.ctx, path)
  if (!control) throw new Error('no control was started for a path')
  closers.push(() => control.close())
  return path
}

describe('server test control', () => {
  it('reality <memberId> makes the check due now: the open page hears it, stakes wait, continue lets them through', async () => {
    const path = await openControl()
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const { bettor, pick } = await bettorWithPick(ps)
    const set = await ps.client.form<Protection>(
      '/app/api/member/protection/reality-check',
      { minutes: 15 },
      bettor,
    )
    expect(set.code, set.msg).toBe(0)
    expect((await stake(ps, bettor, pick, '5')).code).toBe(0)
    const socket = await connected(openSocket(ps.client.baseUrl, 'main', bettor))
    const pushed = next<RealityCheckPush>(socket, 'realityCheck')

    expect(await askControl(path, `reality ${bettor.uid}`)).toMatchObject({ ok: true, minutes: 15 })

    const check = await pushed
    expect(check).toMatchObject({ stakes: '5.00', net: '-5.00', currencyCode: 'USD' })
    expect(check.elapsedMs).toBeGreaterThanOrEqual(15 * 60_000)
    expectBlocked(await stake(ps, bettor, pick, '5'), 'realityCheck')
    const ack = await ps.client.form(
      '/app/api/member/protection/reality-check/ack',
      { choice: 'continue' },
      bettor,
    )
    expect(ack.code).toBe(0)
    expect((await stake(ps, bettor, pick, '5')).code).toBe(0)
  })

  it('answers a member without a reality check, a malformed id or an unknown command with an error, and keeps serving', async () => {
    const path = await openControl()
    const { bettor } = await bettorWithPick(ps)
    expect(await askControl(path, `reality ${bettor.uid}`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no reality check/),
    })
    expect(await askControl(path, 'reality someone')).toMatchObject({ ok: false })
    expect(await askControl(path, 'finish 1')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/reality <memberId>/),
    })
    expect(await askControl(path, '__proto__ 1')).toMatchObject({ ok: false })
    expect(await askControl(path, `reality ${bettor.uid}`)).toMatchObject({ ok: false })
  })

  it('starts nothing without a path, and a production server refuses it', async () => {
    expect(await startServerControl(ps.server.ctx, '')).toBeNull()
    const production = {
      ...ps.server.ctx,
      config: { ...ps.server.ctx.config, production: true },
    } as ServerContext
    await expect(startServerControl(production, socketPath())).rejects.toBeInstanceOf(TestControlError)
  })
})
