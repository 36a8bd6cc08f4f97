import { Trans, useLingui } from '@lingui/react/macro'
import type { RiskSettings } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { FormSubmit, MoneyForm, type MoneyFormState, type MoneyResult } from '../cashier/money-form'
import { TextField } from '../field/TextField'
import { labelledCell, rowHeader, StackedTable } from '../market/stacked-table'

/** What the operator sets in one currency: an amount, or the empty text for no cap. */
export interface RiskCapsValues {
  currencyCode: string
  maxPayoutPerOrder: string
  maxLiabilityPerSelection: string
}

/** Props of {@link RiskCapsForm}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface RiskCapsFormProps extends Omit<ComponentPropsWithRef<'div'>, 'onSubmit'>, MoneyFormState {
  /** The brand's caps in each of its currencies (null where none is set). */
  caps: readonly RiskSettings[]
  /** Called with the caps of one currency; answer false when refused, so what was typed stays. */
  onSubmit: (values: RiskCapsValues) => MoneyResult
}

/** An amount or nothing: what a cap field accepts before the server checks the currency's decimals. */
const isCapText = (text: string) => text.trim() === '' || /^\d+(\.\d+)?$/.test(text.trim())

/**
 * The brand's caps per currency, and a form to set one currency's: the largest potential
 * payout of one order and the largest liability of one selection (at it, the brand's players see the selection
 * suspended). An empty field removes the cap.
 */
export const RiskCapsForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RiskCapsForm({
    caps,
    onSubmit,
    busy,
    error,
    className,
    ref,
    ...rest
  }: RiskCapsFormProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const currencyId = useId()
    const first = caps[0]
    const [currencyCode, setCurrencyCode] = useState(first?.currencyCode ?? '')
    const capsOf = (code: string) => caps.find((item) => item.currencyCode === code)
    const [payout, setPayout] = useState(first?.maxPayoutPerOrder ?? '')
    const [liability, setLiability] = useState(first?.maxLiabilityPerSelection ?? '')
    const [checked, setChecked] = useState(false)
    const choose = (code: string) => {
      setCurrencyCode(code)
      setPayout(capsOf(code)?.maxPayoutPerOrder ?? '')
      setLiability(capsOf(code)?.maxLiabilityPerSelection ?? '')
      setChecked(false)
    }
    const badText = t`Enter an amount, or leave it empty for no cap.`
    const submit = (event: FormEvent) => {
      event.preventDefault()
      setChecked(true)
      if (!isCapText(payout) || !isCapText(liability)) return
      void onSubmit({
        currencyCode,
        maxPayoutPerOrder: payout.trim(),
        maxLiabilityPerSelection: liability.trim(),
      })
    }
    const shown = (value: string | null, code: string) =>
      value === null ? t`No cap` : format.money(value, code)
    return (
      <div {...rest} ref={ref} className={className ? `sb-risk-caps ${className}` : 'sb-risk-caps'}>
        <StackedTable
          caption={t`Caps per currency`}
          columns={[t`Currency`, t`Largest payout per order`, t`Largest liability per selection`]}
          rows={caps}
          rowOf={(item) => ({ key: item.currencyCode, 'data-currency': item.currencyCode })}
          cells={(item) => (
            <>
              <th {...rowHeader}>{item.currencyCode}</th>
              <td {...labelledCell(t`Largest payout per order`)}>
                {shown(item.maxPayoutPerOrder, item.currencyCode)}
              </td>
              <td {...labelledCell(t`Largest liability per selection`)} data-figure="liability-cap">
                {shown(item.maxLiabilityPerSelection, item.currencyCode)}
              </td>
            </>
          )}
        />
        <MoneyForm busy={busy} onSubmit={submit} aria-label={t`Set the caps`}>
          <div className="sb-field">
            <label className="sb-field__label" htmlFor={currencyId}>
              <Trans>Currency</Trans>
            </label>
            <select
              id={currencyId}
              className="sb-field__input"
              value={currencyCode}
              onChange={(event) => choose(event.target.value)}
              disabled={busy}
            >
              {caps.map((item) => (
                <option key={item.currencyCode} value={item.currencyCode}>
                  {item.currencyCode}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t`Largest payout per order`}
            name="maxPayoutPerOrder"
            inputMode="decimal"
            value={payout}
            onValueChange={setPayout}
            hint={t`Empty: no cap.`}
            error={checked && !isCapText(payout) ? badText : undefined}
            disabled={busy}
          />
          <TextField
            label={t`Largest liability per selection`}
            name="maxLiabilityPerSelection"
            inputMode="decimal"
            value={liability}
            onValueChange={setLiability}
            hint={t`At it, the selection is suspended for this brand's players.`}
            error={checked && !isCapText(liability) ? badText : undefined}
            disabled={busy}
          />
          <FormSubmit error={error} disabled={busy || currencyCode === ''}>
            <Trans>Save the caps</Trans>
          </FormSubmit>
        </MoneyForm>
      </div>
    )
  }),
  { displayName: 'RiskCapsForm' },
)
