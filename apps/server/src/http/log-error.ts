/**
 * What of an error goes into a log line: name, code, message and stack only. Errors may carry the request's
 * parts (multipart errors hold every field, token included), so the object itself is never logged.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: error.message.slice(0, 1000),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  }
}

/** A transport-level client error raised while reading the body (too large, unreadable, wrong type). */
export function clientErrorStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}
