import { transferKinds } from '@sportsbook/sdk/protocol'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** What a socket.io server shows the metrics: its path and its namespaces' connected sockets. */
export interface SocketCounts {
  path: string
  namespaces(): Iterable<{ name: string; size: number }>
}

type Observer = { observe(value: number): void }

/**
 * The series of PROTOCOL.md section 14, one registry per server instance (tests run several servers in one
 * process, and each must count its own). The hot paths record with one call on a child made once (no label object
 * or hash per request); what can be read when Prometheus scrapes (sockets, feed lag, pool) is read then, through
 * `collect`, and costs nothing in between.
 */
export class ServerMetrics {
  readonly registry = new Registry()
  readonly #requests: Histogram<'route' | 'code'>
  /** Children of the request histogram by route, then code: found, never built, on a known route and code. */
  readonly #requestChildren = new Map<string, Map<number, Observer>>()
  readonly #ordersPlaced: Counter
  readonly #orderSeconds: Histogram
  readonly #transfers = new Map<string, { inc(): void }>()
  #sockets: readonly SocketCounts[] = []
  #feedChangedAt: number | null = null
  #poolInUse: () => number = () => 0

  constructor() {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry })
    this.#requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route (the matched pattern, "unmatched" for none) and code (the envelope code, else the HTTP status)',
      labelNames: ['route', 'code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    this.#ordersPlaced = new Counter({
      name: 'orders_placed_total',
      help: 'Sports orders written (new orders, not refusals or replays of a key)',
      registers,
    })
    this.#orderSeconds = new Histogram({
      name: 'order_place_duration_seconds',
      help: 'Time from an order create reaching placeOrder to its order written',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    })
    const transfers = new Counter({
      name: 'ledger_transfers_total',
      help: 'Ledger transfers committed, by kind',
      labelNames: ['kind'],
      registers,
    })
    for (const kind of transferKinds) this.#transfers.set(kind, transfers.labels(kind))
    const metrics = this
    new Gauge({
      name: 'socket_connections',
      help: "Sockets connected to this node, by namespace (the socket path, then the namespace if it is not '/')",
      labelNames: ['namespace'],
      registers,
      collect() {
        this.reset()
        for (const server of metrics.#sockets) {
          for (const { name, size } of server.namespaces()) {
            this.set({ namespace: name === '/' ? server.path : `${server.path}${name}` }, size)
          }
        }
      },
    })
    new Gauge({
      name: 'feed_lag_seconds',
      help: 'Wall seconds since the match book last took an event from the feed (since start when it has taken none)',
      registers,
      collect() {
        this.set(metrics.#feedChangedAt === null ? 0 : (Date.now() - metrics.#feedChangedAt) / 1000)
      },
    })
    new Gauge({
      name: 'db_pool_in_use',
      help: 'Database connections running a statement or a transaction (PGlite: its one connection)',
      registers,
      collect() {
        this.set(metrics.#poolInUse())
      },
    })
  }

  /** One request answered: its route pattern (undefined = no route matched), code and seconds. */
  observeRequest(route: string | undefined, code: number, seconds: number): void {
    const pattern = route ?? 'unmatched'
    let byCode = this.#requestChildren.get(pattern)
    if (!byCode) {
      byCode = new Map()
      this.#requestChildren.set(pattern, byCode)
    }
    let child = byCode.get(code)
    if (!child) {
      child = this.#requests.labels(pattern, String(code))
      byCode.set(code, child)
    }
    child.observe(seconds)
  }

  /** An order was written; `startedAt` is the `performance.now()` its placement began at. */
  orderPlaced(startedAt: number): void {
    this.#ordersPlaced.inc()
    this.#orderSeconds.observe((performance.now() - startedAt) / 1000)
  }

  /** A ledger transfer of `kind` committed. */
  transferCommitted(kind: string): void {
    this.#transfers.get(kind)?.inc()
  }

  watchSockets(servers: readonly SocketCounts[]): void {
    this.#sockets = servers
  }

  /** The match book took events now. */
  feedChanged(): void {
    this.#feedChangedAt = Date.now()
  }

  watchPool(inUse: () => number): void {
    this.#poolInUse = inUse
  }

  /** The text Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() }
  }
}
