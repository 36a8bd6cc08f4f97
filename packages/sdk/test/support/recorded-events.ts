import type { Sportsbook, SportsbookEvents } from '../../src'

/** Records what `sb` announces of `names`; the answer reads the payloads of one event, oldest first. */
export function recordEvents(sb: Sportsbook, names: readonly (keyof SportsbookEvents)[]) {
  const seen: { name: keyof SportsbookEvents; payload: unknown }[] = []
  for (const name of names) sb.events.on(name, (payload) => seen.push({ name, payload }))
  return (name: keyof SportsbookEvents) =>
    seen.filter((entry) => entry.name === name).map((entry) => entry.payload)
}
