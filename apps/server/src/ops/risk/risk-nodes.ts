import type { Server } from 'socket.io'
import type { ServerContext } from '../../context'
import type { Risk, SuspensionsChanged } from '.'

/** The server-side event (Redis adapter) that tells the other nodes which brands' suspensions changed. */
const suspensionsChanged = 'risk-suspensions-changed'

/** How long this node's changes gather before one message tells the other nodes (ms), as balances do. */
const gatherMs = 10

const keyOf = (change: SuspensionsChanged) => `${change.productNo}|${change.currencyCode}`

/** Two changes of one brand and currency as one: every market when either names every market. */
function merged(before: SuspensionsChanged | undefined, change: SuspensionsChanged): SuspensionsChanged {
  if (!before) return change
  if (before.marketIds === null || change.marketIds === null) return { ...change, marketIds: null }
  return { ...change, marketIds: [...new Set([...before.marketIds, ...change.marketIds])] }
}

function isChange(value: unknown): value is SuspensionsChanged {
  const change = value as SuspensionsChanged | null
  return (
    typeof change?.productNo === 'number' &&
    typeof change.currencyCode === 'string' &&
    (change.marketIds === null ||
      (Array.isArray(change.marketIds) && change.marketIds.every((id) => Number.isSafeInteger(id))))
  )
}

/**
 * The brands' suspensions on several nodes (PROTOCOL.md section 14, with REDIS_URL): a node that changes some (a
 * capped order, a new cap) names the brand, currency and markets to the others through the match socket's Redis
 * adapter, and each reads those markets again from the database, so every node's match views and pushes show them
 * within a read. The message says what changed, never the state: messages of two nodes may cross, a read after
 * them cannot. The reads run one at a time; what arrives meanwhile gathers into the next one.
 */
export function connectRiskNodes(io: Server, ctx: ServerContext, risk: Risk): () => void {
  if (!ctx.config.redisUrl) return () => undefined
  const outgoing = new Map<string, SuspensionsChanged>()
  let gathering: NodeJS.Timeout | null = null
  const tell = () => {
    gathering = null
    const changes = [...outgoing.values()]
    outgoing.clear()
    try {
      io.serverSideEmit(suspensionsChanged, changes)
    } catch (error) {
      ctx.log.warn({ err: error }, 'risk suspensions not told to the other nodes')
    }
  }
  risk.tellNodes = (change) => {
    outgoing.set(keyOf(change), merged(outgoing.get(keyOf(change)), change))
    gathering ??= setTimeout(tell, gatherMs)
  }

  const incoming = new Map<string, SuspensionsChanged>()
  let reading = false
  const readAgain = async () => {
    reading = true
    try {
      for (let next = incoming.entries().next(); !next.done; next = incoming.entries().next()) {
        const [key, change] = next.value
        incoming.delete(key)
        await risk.recountFor(change).catch((error: unknown) => {
          ctx.log.error({ err: error, ...change }, 'risk suspensions of another node not read')
        })
      }
    } finally {
      reading = false
    }
  }
  const fromOtherNode = (changes: unknown) => {
    if (!Array.isArray(changes)) return
    for (const change of changes.filter(isChange)) {
      incoming.set(keyOf(change), merged(incoming.get(keyOf(change)), change))
    }
    if (!reading && incoming.size > 0) void readAgain()
  }
  io.on(suspensionsChanged, fromOtherNode)
  return () => {
    risk.tellNodes = null
    io.off(suspensionsChanged, fromOtherNode)
    if (!gathering) return
    clearTimeout(gathering)
    tell()
  }
}
