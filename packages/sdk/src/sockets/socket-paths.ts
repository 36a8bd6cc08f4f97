// The sockets' paths, apart from the rest of their options: the shell names them without loading the others.
export const socketPaths = { main: '/app/socket', match: '/match/socket' } as const

export type SocketKind = keyof typeof socketPaths
