export { createSeqGate, type SeqGate } from './seq-gate'
export { createSocketLink, type SocketLink, type SocketLinkOptions } from './socket-link'
export { reconnectPolicy, socketMessages, socketQuery } from './socket-options'
export { type SocketKind, socketPaths } from './socket-paths'
