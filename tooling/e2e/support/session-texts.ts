// What the session checks read, copied from the ui catalogs (packages/ui/src/locales/<lang>/messages.po): English
// for 800000 and 800002, European Portuguese for 800001, which forces it.
import type { BrandUnderTest } from '../brands'

const en = {
  rememberAccount: 'Remember this account on this device',
  switchAccount: 'Switch account',
  logInAs: (account: string) => `Log in as ${account}`,
  loggedOut: 'You are logged out.',
  savedAccountEnded: (account: string) =>
    `The session of ${account} has ended. Enter its password to log in again.`,
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  savePassword: 'Save password',
  passwordChanged: 'Your password is changed. Other devices using this account were logged out.',
  codeRefused: 'This invitation code was not accepted. Correct it or remove it.',
  removeCode: 'Remove the invitation code',
  startFailed: 'The site could not reach the server.',
  retry: 'Retry',
  loadingMatches: 'Loading matches',
}

export type SessionTexts = typeof en

const pt: SessionTexts = {
  rememberAccount: 'Memorizar esta conta neste dispositivo',
  switchAccount: 'Mudar de conta',
  logInAs: (account) => `Iniciar sessão como ${account}`,
  loggedOut: 'Terminou a sessão.',
  savedAccountEnded: (account) =>
    `A sessão de ${account} terminou. Introduza a palavra-passe dela para voltar a iniciar sessão.`,
  changePassword: 'Alterar palavra-passe',
  currentPassword: 'Palavra-passe atual',
  newPassword: 'Nova palavra-passe',
  confirmNewPassword: 'Confirme a nova palavra-passe',
  savePassword: 'Guardar palavra-passe',
  passwordChanged:
    'A sua palavra-passe foi alterada. Os outros dispositivos que usavam esta conta terminaram a sessão.',
  codeRefused: 'Este código de convite não foi aceite. Corrija-o ou remova-o.',
  removeCode: 'Remover o código de convite',
  startFailed: 'O site não conseguiu ligar-se ao servidor.',
  retry: 'Tentar novamente',
  loadingMatches: 'A carregar jogos',
}

export function sessionTextsOf(brand: BrandUnderTest): SessionTexts {
  return brand.forcedLanguage === 'pt' ? pt : en
}
