import type { Bank, PayType, PayTypeKind } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { invalidField } from '../requests/request-errors'
import type { BrandWallet, PayTypeSetting } from './wallet-config'

const none: BrandWallet = { payTypes: [], banks: [], withdrawLimits: {} }

/** A brand's wallet settings (WALLET_CONFIG); a brand without any offers nothing. */
export function brandWallet(ctx: ServerContext, productNo: number): BrandWallet {
  return ctx.config.wallet.brands.get(productNo) ?? none
}

export function wirePayType(setting: PayTypeSetting): PayType {
  const { id, name, kind, currencyCode, min, max } = setting
  return { id, name, kind, currencyCode, min, max }
}

export function payTypesOf(ctx: ServerContext, productNo: number, currencyCode?: string): PayType[] {
  return brandWallet(ctx, productNo)
    .payTypes.filter((payType) => !currencyCode || payType.currencyCode === currencyCode)
    .map(wirePayType)
}

export function banksOf(ctx: ServerContext, productNo: number, currencyCode?: string): Bank[] {
  return brandWallet(ctx, productNo).banks.filter(
    (bank) => !currencyCode || bank.currencyCode === currencyCode,
  )
}

/** The brand's pay type `id` of `kind` in `currencyCode`: 1000 on `payTypeId` or `currencyCode` otherwise. */
export function payTypeFor(
  ctx: ServerContext,
  productNo: number,
  id: number,
  kind: PayTypeKind,
  currencyCode: string,
): PayTypeSetting {
  const setting = brandWallet(ctx, productNo).payTypes.find((payType) => payType.id === id)
  if (!setting || setting.kind !== kind) throw invalidField('payTypeId')
  if (setting.currencyCode !== currencyCode) throw invalidField('currencyCode')
  return setting
}
