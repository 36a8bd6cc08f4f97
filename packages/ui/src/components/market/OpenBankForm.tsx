import { Trans, useLingui } from '@lingui/react/macro'
import { compareAmounts, floorToScale, previewOpening } from '@sportsbook/sdk'
import {
  type GridMarketType,
  type GridSelection,
  isBankOdds,
  type Market,
  type SimpleMatch,
} from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useId, useMemo, useState } from 'react'
import { marketName, selectionLabel } from '../../internal/market-labels'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { AmountField } from '../cashier/AmountField'
import { type AmountIssue, amountIssue } from '../cashier/amount-rules'
import { FormSubmit, type MoneyFormState, type MoneyResult } from '../cashier/money-form'
import { TextField } from '../field/TextField'
import { OutcomeTable } from './outcome-table'

/** A new bank of the peer market as {@link OpenBankForm} hands it over; the amounts are floored to the scale. */
export interface OpenBankInput {
  /** The market of the match the bank takes bets on. */
  marketId: number
  /** The selections the bank offers, each at the banker's odds (1.01 to 100, two decimals at most). */
  selections: { selectionId: number; odds: string }[]
  /** The banker's money that pays the winners, at most what is available. */
  capital: string
  /** The smallest stake the bank takes. */
  minStake: string
  /** The largest stake the bank takes in one bet. */
  maxStake: string
  /** Empty for a bank any member may join as a partner; otherwise partners need it. */
  password: string
  description: string
}

/** Props of {@link OpenBankForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface OpenBankFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children' | 'onError' | 'defaultValue'>,
    MoneyFormState {
  /** match/simple/list's entry for the match: its markets with the book's odds as a guide. */
  match: SimpleMatch
  currencyCode: string
  /** The currency's number of decimals. */
  scale: number
  /** What the banker can spend: the capital's upper limit. */
  available: string
  /** "Open the bank", once every field is valid: open it (`sb.market.open`). */
  onOpen: (input: OpenBankInput) => MoneyResult
}

const bankMarketTypes: ReadonlySet<string> = new Set<GridMarketType>([
  '1x2',
  'handicap',
  'total',
  'moneyline',
  'spread',
])

const marketTitle = (i18n: Parameters<typeof marketName>[0], market: Market) =>
  `${marketName(i18n, market.type)}${market.line ? ` ${market.line}` : ''}`

/**
 * Open a bank on a match: the market, the selections offered with their odds, capital, per-order limits,
 * an optional password and description, and a live preview of the banker's worst case computed with the
 * server's own exposure maths (`previewOpening`).
 */
export const OpenBankForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function OpenBankForm({
    match,
    currencyCode,
    scale,
    available,
    onOpen,
    busy = false,
    error,
    className,
    ...rest
  }: OpenBankFormProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    // A bank takes the main markets only (1X2, handicap, total, moneyline, spread); the bet builder's are the book's.
    const markets = match.markets.filter(
      (market): market is Market & { type: GridMarketType } =>
        market.status === 'open' && bankMarketTypes.has(market.type),
    )
    const [marketId, setMarketId] = useState(markets[0]?.id ?? 0)
    const market = markets.find((item) => item.id === marketId) ?? markets[0]
    const [offered, setOffered] = useState<Record<number, { on: boolean; odds: string }>>({})
    const [capital, setCapital] = useState('')
    const [minStake, setMinStake] = useState('1')
    const [maxStake, setMaxStake] = useState('')
    const [password, setPassword] = useState('')
    const [description, setDescription] = useState('')
    const [issues, setIssues] = useState<Record<string, AmountIssue | null>>({})
    const marketFieldId = useId()
    const money = (value: string) => format.money(value, currencyCode)
    const rows = (market?.selections ?? []).map((selection) => {
      const state = offered[selection.id] ?? { on: true, odds: selection.odds }
      return { selection, ...state }
    })
    const chosen = rows.filter((row) => row.on)
    const preview = useMemo(
      () =>
        market
          ? previewOpening({
              type: market.type,
              line: market.line,
              selections: chosen.map((row) => ({
                name: row.selection.name as GridSelection,
                odds: row.odds.trim(),
              })),
              capital: capital.trim() || '0',
              maxStake: maxStake.trim() || capital.trim() || '0',
              scale,
            })
          : null,
      [market, chosen, capital, maxStake, scale],
    )
    const formClass = className ? `sb-cashier-form sb-open-bank ${className}` : 'sb-cashier-form sb-open-bank'
    if (!market)
      return (
        <form aria-label={t`Open a bank`} {...rest} className={formClass} noValidate>
          <p className="sb-cashier__muted">
            <Trans>No market of this match can take a bank now.</Trans>
          </p>
        </form>
      )
    const label = (name: Market['selections'][number]['name']) =>
      selectionLabel(i18n, {
        marketType: market.type,
        selectionName: name,
        line: market.line,
        homeName: match.home.name,
        awayName: match.away.name,
      })
    const oddsOk = chosen.length > 0 && chosen.every((row) => isBankOdds(row.odds.trim()))
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const found = {
        capital: amountIssue(capital, { max: available, scale }),
        minStake: amountIssue(minStake, { scale }),
        maxStake: amountIssue(maxStake, { min: minStake.trim() || undefined, scale }),
      }
      if (
        !found.minStake &&
        !found.capital &&
        compareAmounts(floorToScale(minStake.trim(), scale), capital.trim()) > 0
      )
        found.minStake = { code: 'aboveMax', max: floorToScale(capital.trim(), scale) }
      setIssues(found)
      if (found.capital || found.minStake || found.maxStake || !oddsOk) return
      void onOpen({
        marketId: market.id,
        selections: chosen.map((row) => ({ selectionId: row.selection.id, odds: row.odds.trim() })),
        capital: floorToScale(capital.trim(), scale),
        minStake: floorToScale(minStake.trim(), scale),
        maxStake: floorToScale(maxStake.trim(), scale),
        password,
        description: description.trim(),
      })
    }
    const setRow = (id: number, change: Partial<{ on: boolean; odds: string }>) =>
      setOffered((previous) => {
        const row = rows.find((item) => item.selection.id === id)
        return { ...previous, [id]: { on: row?.on ?? true, odds: row?.odds ?? '', ...change } }
      })
    return (
      <form aria-label={t`Open a bank`} {...rest} className={formClass} onSubmit={submit} noValidate>
        <label className="sb-open-bank__market" htmlFor={marketFieldId}>
          <span>
            <Trans>Market</Trans>
          </span>
          <select
            className="sb-field__input"
            id={marketFieldId}
            value={market.id}
            disabled={busy}
            onChange={(event) => {
              setMarketId(Number(event.target.value))
              setOffered({})
            }}
          >
            {markets.map((item) => (
              <option key={item.id} value={item.id}>
                {marketTitle(i18n, item)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="sb-open-bank__selections" disabled={busy}>
          <legend>
            <Trans>Selections you offer and your odds</Trans>
          </legend>
          {rows.map((row) => (
            <div
              key={row.selection.id}
              className="sb-open-bank__selection"
              data-state={row.on ? 'on' : 'off'}
            >
              <label>
                <input
                  type="checkbox"
                  checked={row.on}
                  onChange={(event) => setRow(row.selection.id, { on: event.target.checked })}
                />{' '}
                {label(row.selection.name)}
              </label>
              <TextField
                label={t`Odds for ${label(row.selection.name)}`}
                value={row.odds}
                inputMode="decimal"
                disabled={!row.on}
                onValueChange={(odds) => setRow(row.selection.id, { odds })}
                hint={t`Book odds ${row.selection.odds}`}
                error={
                  row.on && !isBankOdds(row.odds.trim())
                    ? t`Odds from 1.01 to 100, two decimals at most.`
                    : undefined
                }
              />
            </div>
          ))}
        </fieldset>
        <AmountField
          label={t`Capital`}
          value={capital}
          onValueChange={setCapital}
          currencyCode={currencyCode}
          max={available}
          issue={issues.capital ?? null}
          disabled={busy}
        />
        <div className="sb-open-bank__limits">
          <AmountField
            label={t`Smallest bet`}
            value={minStake}
            onValueChange={setMinStake}
            currencyCode={currencyCode}
            issue={issues.minStake ?? null}
            disabled={busy}
          />
          <AmountField
            label={t`Largest bet`}
            value={maxStake}
            onValueChange={setMaxStake}
            currencyCode={currencyCode}
            issue={issues.maxStake ?? null}
            disabled={busy}
          />
        </div>
        <TextField
          label={t`Bank password (optional)`}
          hint={t`With a password, only members who know it can join as partners.`}
          value={password}
          onValueChange={setPassword}
          revealable
          maxLength={64}
          disabled={busy}
        />
        <TextField
          label={t`Description (optional)`}
          value={description}
          onValueChange={setDescription}
          maxLength={500}
          disabled={busy}
        />
        <section className="sb-open-bank__preview" aria-label={t`Worst case preview`} aria-live="polite">
          {preview ? (
            <>
              <p data-field="worst-case">
                <Trans>
                  Worst case after one largest bet on each selection: <strong>{money(preview.worst)}</strong>
                </Trans>
              </p>
              <OutcomeTable
                outcomes={preview.outcomes}
                teams={{ home: match.home.name, away: match.away.name }}
                money={money}
                toneOf={(pnl) => (pnl.startsWith('-') ? 'bad' : 'good')}
              />
              <p className="sb-cashier__muted">
                <Trans>You never lose more than your capital: a bet that would pass it is refused.</Trans>
              </p>
            </>
          ) : (
            <p className="sb-cashier__muted">
              <Trans>Enter your odds and capital to see your worst case.</Trans>
            </p>
          )}
        </section>
        <FormSubmit error={error} disabled={busy || !oddsOk}>
          {busy ? <Trans>Opening…</Trans> : <Trans>Open the bank</Trans>}
        </FormSubmit>
      </form>
    )
  }),
  { displayName: 'OpenBankForm' },
)
