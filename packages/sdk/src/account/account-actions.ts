import type { Api } from '../api/create-api'
import { hashPassword } from '../crypto/password-hash'
import type { Contact, Kyc, TwoStepSetup } from '../protocol'

/**
 * `sb.account`'s calls: the contact address and its code, the forgotten password, two-step login and the identity
 * check. Passwords are hashed before they leave. A refusal rejects with the server's `ApiError`: 1000 naming the
 * field (a wrong code: `code`), 1004 with `retryAfterMs` when too many were asked for, 1006 for a code, link or
 * challenge that ended. A login's code step is `sb.session.completeTwoStep`.
 */
export interface AccountActions {
  /** Stores the contact address unverified and mails it a six-digit code (valid 15 minutes, five tries). */
  setContact(email: string): Promise<Contact>
  /** Confirms the contact address with its code; the user info then says `emailVerified`. */
  verifyContact(code: string): Promise<Contact>
  /**
   * Asks for a password reset link for `account` (sent to its verified address, valid 30 minutes, once). Resolves
   * the same whether or not the account exists.
   */
  forgotPassword(account: string): Promise<void>
  /** Sets a new password with the token of a reset link (`#/reset?token=`); every session of the member ends. */
  resetPassword(input: { token: string; password: string }): Promise<void>
  /** A new two-step secret and its `otpauth://` URL (for a QR code); not on until {@link AccountActions.enableTwoStep}. */
  setUpTwoStep(): Promise<TwoStepSetup>
  /** Turns two-step login on with a code of the secret from {@link AccountActions.setUpTwoStep}. */
  enableTwoStep(code: string): Promise<void>
  /** Turns two-step login off with a current code and the login password. */
  disableTwoStep(input: { code: string; password: string }): Promise<void>
  /** The identity check: its status and the provider's page to start or continue it (empty once verified). */
  identity(): Promise<Kyc>
}

export interface AccountDeps {
  api: Pick<Api, 'account'>
  /** Reads the user info again (`emailMasked`, `emailVerified`, `twoStepEnabled` changed). */
  refreshUser(): Promise<unknown>
}

/** The calls of {@link AccountActions}, in the account section's chunk. */
export function createAccountActions(deps: AccountDeps): AccountActions {
  const { api } = deps
  const refreshed = async <T>(answer: T): Promise<T> => {
    await deps.refreshUser().catch(() => undefined)
    return answer
  }
  return {
    setContact: async (email) => refreshed(await api.account.contact({ email: email.trim() })),
    verifyContact: async (code) => refreshed(await api.account.contactVerify({ code: code.trim() })),
    async forgotPassword(account) {
      await api.account.pwdForgot({ account: account.trim() })
    },
    async resetPassword({ token, password }) {
      // The link's token is the call's own `token` field, sent as its session.
      await api.account.pwdReset(
        { pwd: await hashPassword(password) },
        { session: { uid: '', token }, handleForbidden: false },
      )
    },
    setUpTwoStep: () => api.account.twoStepSetup({}),
    async enableTwoStep(code) {
      await refreshed(await api.account.twoStepEnable({ code: code.trim() }))
    },
    async disableTwoStep({ code, password }) {
      await refreshed(
        await api.account.twoStepDisable({ code: code.trim(), pwd: await hashPassword(password) }),
      )
    },
    identity: () => api.account.kyc({}),
  }
}
