import type { FastifyInstance } from 'fastify'
import { checkBody } from './field-guard'

/**
 * JSON bodies of every route: parsed, then held to the field guard (no prototype key and no NUL at any depth),
 * so such a body answers code 1000 naming the field where Fastify's own parser answered a bare HTTP 400
 * (fallbacks.ts turns the guard's error into its envelope).
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let value: unknown
    try {
      value = JSON.parse(body as string)
    } catch {
      done(Object.assign(new Error('the JSON body could not be read'), { statusCode: 400 }), undefined)
      return
    }
    try {
      checkBody(value)
    } catch (error) {
      done(error as Error, undefined)
      return
    }
    done(null, value)
  })
}
