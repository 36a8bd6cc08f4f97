/**
 * Drops live updates older than what is shown (`seq` grows per match; the items of one
 * change share a seq, so only a strictly older one is dropped). After a reconnect
 * the caller re-reads what it shows and calls `reset`.
 */
export function createSeqGate() {
  const latest = new Map<number, number>()
  return {
    accept(update: { matchId: number; seq: number }): boolean {
      const shown = latest.get(update.matchId)
      if (shown !== undefined && update.seq < shown) return false
      latest.set(update.matchId, update.seq)
      return true
    },
    /** Marks what a fresh read showed, so older pushes still in flight are dropped. */
    mark(matchId: number, seq: number): void {
      latest.set(matchId, Math.max(seq, latest.get(matchId) ?? seq))
    },
    /** The lowest seq shown of any match (where a resume must start so that none misses an update). */
    lowest(): number | undefined {
      let lowest: number | undefined
      for (const seq of latest.values()) if (lowest === undefined || seq < lowest) lowest = seq
      return lowest
    },
    reset(matchId?: number): void {
      if (matchId === undefined) latest.clear()
      else latest.delete(matchId)
    },
  }
}

export type SeqGate = ReturnType<typeof createSeqGate>
