// The benchmark's load generator speaks HTTP/1.1 itself over one keep-alive socket per client (as wrk does):
// node:http's client costs the bench process about as much CPU per request as the server spends, and on a
// 2-core machine that CPU is taken from the server under test (pgbench's client is lean C). The server sees the
// same requests either way: a request line, Host, Content-Type, Content-Length and the body.
import net from 'node:net'

interface Waiting {
  resolve(answer: { status: number; body: string }): void
  reject(error: Error): void
}

export class KeepAliveConnection {
  readonly #url: URL
  #socket!: net.Socket
  #buffer: Buffer = Buffer.alloc(0)
  #waiting: Waiting | null = null
  #ready!: Promise<void>

  constructor(base: string) {
    this.#url = new URL(base)
    this.#connect()
  }

  /** One request at a time per connection, like a browser tab's calls queued on one socket. */
  async post(path: string, contentType: string, body: string): Promise<{ status: number; body: string }> {
    // The server closes a connection left idle past its keep-alive timeout; a browser opens a new one.
    if (this.#socket.destroyed) this.#connect()
    await this.#ready
    if (this.#waiting) throw new Error('one request at a time')
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${this.#url.host}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject }
      this.#socket.write(head + body)
    })
  }

  #connect(): void {
    const socket = net.connect({ host: this.#url.hostname, port: Number(this.#url.port), noDelay: true })
    this.#socket = socket
    this.#buffer = Buffer.alloc(0)
    this.#ready = new Promise((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('error', reject)
    })
    // A rejection nobody awaits yet (the next post awaits it) must not end the process.
    this.#ready.catch(() => undefined)
    const current = () => this.#socket === socket
    socket.on('data', (chunk: Buffer) => current() && this.#read(chunk))
    socket.on('error', (error) => current() && this.#fail(error))
    socket.on('close', () => current() && this.#fail(new Error('the server closed the connection')))
  }

  close(): void {
    this.#socket.destroy()
  }

  #read(chunk: Buffer): void {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk])
    const end = this.#buffer.indexOf('\r\n\r\n')
    if (end < 0) return
    const head = this.#buffer.subarray(0, end).toString('latin1')
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)
    if (!length) {
      this.#fail(new Error(`an answer without content-length: ${head.split('\r\n')[0]}`))
      return
    }
    const total = end + 4 + Number(length[1])
    if (this.#buffer.length < total) return
    const body = this.#buffer.subarray(end + 4, total).toString('utf8')
    this.#buffer = this.#buffer.subarray(total)
    const waiting = this.#waiting
    this.#waiting = null
    waiting?.resolve({ status: Number(head.slice(9, 12)), body })
  }

  #fail(error: Error): void {
    const waiting = this.#waiting
    this.#waiting = null
    waiting?.reject(error)
  }
}
