import { createConnection } from 'node:net'

/** What a test control answers (src/ops/test-control.ts): `ok`, and an error or the command's own fields. */
export interface ControlAnswer {
  ok: boolean
  error?: string
  [field: string]: unknown
}

/** Sends one line to a test control's Unix socket and resolves the JSON line answered. */
export function askControl(path: string, line: string): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path)
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      if (!buffer.includes('\n')) return
      socket.end()
      resolve(JSON.parse(buffer.slice(0, buffer.indexOf('\n'))))
    })
    socket.on('error', reject)
    socket.write(`${line}\n`)
  })
}
