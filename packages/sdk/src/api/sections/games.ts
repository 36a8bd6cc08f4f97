// The games section's chunk: its paths and the games' money movements, which call these paths (and the misc
// section's red envelope claim), so their code downloads with them rather than with the client.

export { createGameActions } from '../../games/game-actions'
export { gamesPaths } from '../../protocol/catalogue/games'
