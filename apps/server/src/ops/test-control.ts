import { chmodSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import type { Logger } from 'pino'

/**
 * A test control: a Unix socket, readable by the server's own user only, that takes one command per line
 * (`<name> <argument>`) and answers one JSON line. End-to-end suites use such controls to make at once what would
 * take minutes on the clock (a match played to its end, a reality check falling due). It is no HTTP path at all,
 * and a production server refuses to start one.
 */
export class TestControlError extends Error {
  override readonly name = 'TestControlError'
}

export interface TestCommand {
  /** How the command is written, for the answer to an unknown one: "finish <matchId>". */
  usage: string
  run(argument: string): Promise<Record<string, unknown>> | Record<string, unknown>
}

export interface TestControl {
  close(): Promise<void>
}

export async function startTestControl(
  path: string,
  commands: Readonly<Record<string, TestCommand>>,
  { production, log, name }: { production: boolean; log: Logger; name: string },
): Promise<TestControl> {
  if (production) throw new TestControlError(`${name} is a test control: refused in production`)
  rmSync(path, { force: true })
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    serve(socket, commands, log)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, resolve)
  })
  // The owner only (put the path in a private folder too, as the suites' temp data folder is).
  chmodSync(path, 0o600)
  log.warn({ path, name }, 'test control socket open')
  return {
    close() {
      for (const socket of sockets) socket.destroy()
      return closeServer(server, path)
    },
  }
}

function serve(socket: Socket, commands: Readonly<Record<string, TestCommand>>, log: Logger): void {
  let buffer = ''
  // Answers leave in the order their commands came, whatever each takes.
  let answered: Promise<void> = Promise.resolve()
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).trim()
      buffer = buffer.slice(end + 1)
      if (!line) continue
      answered = answered
        .then(() => answer(line, commands))
        .catch((error: unknown) => {
          log.warn({ err: error, line }, 'test control command failed')
          return { ok: false, error: error instanceof Error ? error.message : String(error) }
        })
        .then((reply) => {
          if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`)
        })
    }
  })
  socket.on('error', () => socket.destroy())
}

async function answer(
  line: string,
  commands: Readonly<Record<string, TestCommand>>,
): Promise<Record<string, unknown>> {
  const [name = '', argument = ''] = line.split(/\s+/)
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!command || !argument) {
    const usages = Object.values(commands).map((known) => known.usage)
    return { ok: false, error: `unknown command "${line}" (${usages.join(' | ')})` }
  }
  return command.run(argument)
}

function closeServer(server: Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      rmSync(path, { force: true })
      resolve()
    })
  })
}
