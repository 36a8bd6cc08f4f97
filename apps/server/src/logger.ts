import pino, { type Logger } from 'pino'
import type { ServerConfig } from './config'

/**
 * Secrets never reach a log line: whatever object is logged, these keys are censored at any of the first levels
 * (pino redact), and the request line logs only method, path, status, code and time (never the query string,
 * which carries `token` on GET calls).
 */
const secretKeys = ['pwd', 'oldPwd', 'token', 'authToken', 'password', 'btoken', 'dtoken', 'code', 'data']
const redactPaths = [
  ...secretKeys.filter((key) => key !== 'code' && key !== 'data'),
  ...secretKeys.map((key) => `*.${key}`).filter((path) => path !== '*.code' && path !== '*.data'),
  ...secretKeys.map((key) => `*.*.${key}`).filter((path) => path !== '*.*.code' && path !== '*.*.data'),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query',
  'req.body',
  'body',
  'query',
]

export function createLogger(config: Pick<ServerConfig, 'logLevel' | 'logStream'>): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      base: { service: 'sportsbook-server' },
    },
    // Asynchronous stdout: lines that come while a write is in flight leave together in the next one, instead of
    // a blocking write per request line; pino flushes what is left when the process exits.
    config.logStream ?? pino.destination({ dest: 1, sync: false }),
  )
}
