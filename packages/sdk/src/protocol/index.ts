// `@sportsbook/sdk/protocol`: the wire contract shared by the SDK and the reference server.
export { type Catalogue, type CatalogueGroup, catalogue } from './catalogue'
export { type Code, codes, type Envelope } from './codes'
export { type Auth, type Encoding, type PathSpec, routeOf } from './path-spec'
export type { CallSchemas, GroupSchemas } from './schema-map'
export { type AnswerOf, type LoosePayload, type RequestOf, type Schemas, schemas } from './schemas'
