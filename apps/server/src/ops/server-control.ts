import type { ServerContext } from '../context'
import { realityControl } from '../protection/reality-control'
import { startTestControl, type TestControl } from './test-control'

/**
 * The server's test control (`TEST_CONTROL_SOCKET=<path>`, test-control.ts), beside the feed's own: commands that
 * make at once what a player would otherwise wait for on the clock.
 *
 *   reality <memberId>   → {"ok":true,"memberId":…,"minutes":15}   (the member's reality check falls due now)
 */
export function startServerControl(
  ctx: ServerContext,
  path = process.env.TEST_CONTROL_SOCKET,
): Promise<TestControl | null> {
  if (!path) return Promise.resolve(null)
  return startTestControl(
    path,
    { reality: realityControl(ctx) },
    { production: ctx.config.production, log: ctx.log, name: 'TEST_CONTROL_SOCKET' },
  )
}
