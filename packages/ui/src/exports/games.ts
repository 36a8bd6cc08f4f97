// Games: the lobby, the game wallet, rounds and the fairness check.
export {
  type FairnessInput,
  FairnessVerifier,
  type FairnessVerifierProps,
  type VerifiedGame,
} from '../components/games/FairnessVerifier'
export { GameLobby, type GameLobbyProps } from '../components/games/GameLobby'
export { GameRounds, type GameRoundsProps } from '../components/games/GameRounds'
export { GameWallet, type GameWalletProps } from '../components/games/GameWallet'
export {
  GameWithdrawForm,
  type GameWithdrawFormProps,
  type GameWithdrawRequest,
} from '../components/games/GameWithdrawForm'
