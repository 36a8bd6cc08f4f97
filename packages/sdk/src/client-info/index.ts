export { type ClientInfoOptions, type ClientInfoSource, createClientInfo } from './client-info'
export { randomUuid } from './device-id'
export { parseUserAgent, type UserAgentInfo } from './user-agent'
