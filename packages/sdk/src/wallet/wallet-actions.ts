import type { Api } from '../api/create-api'
import { hashPassword } from '../crypto/password-hash'
import type { UploadProgress } from '../http/progress-fetch'
import { readAnswer } from '../http/read-answer'
import { walletPaths } from '../protocol/catalogue/wallet'
import type { AnswerOf, RequestOf } from '../protocol/schemas'
import { createIdempotentSender, type MoneyAction, type PendingRequest } from '../requests/idempotent-sender'
import type { StorageAdapter } from '../storage/storage-adapter'

type Body<N extends keyof Api['wallet'] & string> = Omit<RequestOf<'wallet', N>, 'requestId'>
type LoanBody<N extends 'borrow' | 'repay'> = Omit<RequestOf<'loan', N>, 'requestId'>

/** A withdrawal as the player fills it in: the withdraw password in plain text, hashed here before it leaves. */
export type WithdrawInput = Omit<Body<'withdrawCreate'>, 'pwd'> & { password: string }

/**
 * `sb.wallet`: deposits, transfers, withdrawals and loans, each with an idempotency key kept across reloads, so a
 * flaky network or a reload never moves money twice.
 */
export interface WalletActions {
  /** `/app/api/deposit/create`: the answer's `payUrl` is the provider's page. */
  deposit(body: Body<'depositCreate'>): Promise<AnswerOf<'wallet', 'depositCreate'>>
  /** `/app/api/collection/create`: the account to pay into and the transfer's reference. */
  createCollection(body: Body<'collectionCreate'>): Promise<AnswerOf<'wallet', 'collectionCreate'>>
  /** `/app/api/withdraw/create`: the withdraw password is hashed before it leaves; the amount is frozen until an operator reviews it. */
  withdraw(body: WithdrawInput): Promise<AnswerOf<'wallet', 'withdrawCreate'>>
  /** `/app/api/loan`: borrows up to the credit line. */
  borrow(body: LoanBody<'borrow'>): Promise<AnswerOf<'loan', 'borrow'>>
  /** `/app/api/repay`: repays up to the outstanding loan. */
  repay(body: LoanBody<'repay'>): Promise<AnswerOf<'loan', 'repay'>>
  /** Sets the withdraw password (`oldPassword` empty the first time); both are hashed before they leave. */
  setWithdrawPassword(input: { password: string; oldPassword?: string }): Promise<void>
  /** Uploads a transfer's proof image, reporting how much has been sent. */
  uploadProof(input: {
    id: number | string
    file: Blob
    fileName?: string
    onProgress?: (progress: UploadProgress) => void
    signal?: AbortSignal
  }): Promise<AnswerOf<'wallet', 'collectionUpload'>>
  /** The newest movement of `action` the current member sent without getting an answer (a reload in between). */
  pending(action: MoneyAction): Promise<PendingRequest | null>
  /** A collection's proof image (its owner or an operator); a refusal rejects with the server's `ApiError`. */
  proofImage(input: { id: number; index: number; signal?: AbortSignal }): Promise<Blob>
}

/**
 * The wallet's money movements, sent through the idempotent sender (requests/), so a
 * flaky network or a reload never deposits, withdraws, borrows or repays twice.
 */
export function createWalletActions(options: {
  api: Api
  storage: StorageAdapter
  /** The member acting now (their uid): keys are never shared between members. */
  owner: () => string
  /** What the proof image read needs beside the call layer: it answers an image, not an envelope. */
  baseUrl: string
  fetch: typeof fetch
  credentials: () => { uid: string; token: string } | null
}): WalletActions {
  const { api } = options
  const { send, pending } = createIdempotentSender({ storage: options.storage, owner: options.owner })

  return {
    deposit: (body) => send('deposit', body, api.wallet.depositCreate),
    createCollection: (body) => send('collection', body, api.wallet.collectionCreate),
    async withdraw({ password, ...body }) {
      const pwd = await hashPassword(password)
      // The password stays out of storage: the kept key is matched on the rest of the payload.
      return send('withdraw', body, (payload) => api.wallet.withdrawCreate({ ...payload, pwd }))
    },
    borrow: (body) => send('borrow', body, api.loan.borrow),
    repay: (body) => send('repay', body, api.loan.repay),
    async setWithdrawPassword({ password, oldPassword }) {
      const payload = {
        pwd: await hashPassword(password),
        oldPwd: oldPassword ? await hashPassword(oldPassword) : '',
      }
      await api.wallet.withdrawPasswordEdit(payload as RequestOf<'wallet', 'withdrawPasswordEdit'>)
    },
    uploadProof: ({ id, file, fileName, onProgress, signal }) =>
      api.wallet.collectionUpload({ id } as RequestOf<'wallet', 'collectionUpload'>, {
        file,
        ...(fileName ? { fileName } : {}),
        ...(onProgress ? { onUploadProgress: onProgress } : {}),
        ...(signal ? { signal } : {}),
      }),
    pending: async (action) => (await pending(action))[0] ?? null,
    async proofImage({ id, index, signal }) {
      const { uid = '', token = '' } = options.credentials() ?? {}
      const path = walletPaths.collectionProof.path.replace(/^\/+/, '')
      const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`)
      for (const [key, value] of Object.entries({ id, index, uid, token, realm: 'alpha', process: 'web' }))
        url.searchParams.set(key, String(value))
      const response = await options.fetch(url, signal ? { signal } : {})
      if ((response.headers.get('content-type') ?? '').startsWith('image/')) return response.blob()
      // A refusal is an envelope like any answer: read it where every answer is read.
      await readAnswer(response.status, await response.text(), {
        path,
        session: { uid, token },
        cipher: undefined as never,
        handleForbidden: false,
      })
      throw new TypeError('the proof answer was neither an image nor a refusal')
    },
  }
}
