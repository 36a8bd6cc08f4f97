// What the player reads, copied from the ui catalogs (packages/ui/src/locales/<lang>/messages.po) and the server's
// messages (apps/server/src/i18n/messages.ts, sysinit/agreement.ts): the suite checks the wording, so it states it.
import type { BrandUnderTest } from '../brands'

const en = {
  createAccount: 'Create an account',
  login: 'Log in',
  register: 'Register',
  logout: 'Log out',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  invitationCode: 'Invitation code',
  account: 'Account',
  confirm: 'Confirm',
  demo: 'Demo',
  tryDemo: 'Try the demo',
  verificationCode: 'Verification code',
  captchaImage: 'Characters to type',
  balance: 'Balance',
  /** Register error f, g, c and e (spec section 5). */
  errorF: 'Enter a username of 2 to 16 letters or digits.',
  errorG: 'Enter a password of 6 to 16 characters.',
  errorC: 'The passwords do not match. Enter the same password again.',
  errorE: 'Enter your invitation code (up to 40 characters).',
  tickAgreement: (name: string) => `Tick the box to accept the ${name} before registering.`,
  languageButton: (name: string) => `Language: ${name}`,
  shownOnlyIn: (name: string) => `This site is shown in ${name} only.`,
  configurationError: 'This site is not set up correctly',
  agreementName: 'User Agreement',
  agreementStart: '1. Who may play.',
  wrongCredentials: 'Wrong account or password',
  captchaRequired: 'Too many attempts: please enter the captcha',
}

export type Texts = typeof en

const pt: Texts = {
  createAccount: 'Criar conta',
  login: 'Iniciar sessão',
  register: 'Registar',
  logout: 'Terminar sessão',
  username: 'Nome de utilizador',
  password: 'Palavra-passe',
  confirmPassword: 'Confirme a palavra-passe',
  invitationCode: 'Código de convite',
  account: 'Conta',
  confirm: 'Confirmar',
  demo: 'Demonstração',
  tryDemo: 'Experimentar a demonstração',
  verificationCode: 'Código de verificação',
  captchaImage: 'Caracteres a escrever',
  balance: 'Saldo',
  errorF: 'Introduza um nome de utilizador com 2 a 16 letras ou algarismos.',
  errorG: 'Introduza uma palavra-passe de 6 a 16 caracteres.',
  errorC: 'As palavras-passe não coincidem. Introduza novamente a mesma palavra-passe.',
  errorE: 'Introduza o seu código de convite (até 40 caracteres).',
  tickAgreement: (name) => `Assinale a caixa de aceitação (${name}) antes de se registar.`,
  languageButton: (name) => `Idioma: ${name}`,
  shownOnlyIn: (name) => `Este site é apresentado apenas em ${name}.`,
  configurationError: 'Este site não está configurado corretamente',
  agreementName: 'Acordo de Utilizador',
  agreementStart: '1. Quem pode jogar.',
  wrongCredentials: 'Conta ou palavra-passe incorreta',
  captchaRequired: 'Demasiadas tentativas: introduza o captcha',
}

/** The few Japanese texts the language tests look for. */
export const ja = {
  name: '日本語',
  createAccount: 'アカウントを作成',
  register: '登録',
  login: 'ログイン',
}

export const languageNames = { en: 'English', pt: 'Português', ja: ja.name }

/** The language a brand's pages start in: Portuguese where forced (800001), else the browser's English. */
export function pageLanguage(brand: BrandUnderTest): 'en' | 'pt' {
  return brand.forcedLanguage ?? 'en'
}

export function textsOf(brand: BrandUnderTest): Texts {
  return pageLanguage(brand) === 'pt' ? pt : en
}
