// Bench clients run in a process of their own so that their CPU is not the server's: the parent sends the input
// as JSON on the child's stdin and reads the result as JSON from its stdout.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** Runs the module at `moduleUrl` (its `import.meta.url`) as a child with `input`; its result. */
export function runJsonChild<T>(moduleUrl: string, input: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(moduleUrl)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the bench clients exited with ${code}`))
      else resolve(JSON.parse(output) as T)
    })
    child.stdin.end(JSON.stringify(input))
  })
}

/** In the child started by runJsonChild (`moduleUrl` is the module's own): answers `main(input)` on stdout. */
export async function serveJsonChild<I, T>(moduleUrl: string, main: (input: I) => Promise<T>): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  process.stdout.write(JSON.stringify(await main(JSON.parse(text) as I)))
}
