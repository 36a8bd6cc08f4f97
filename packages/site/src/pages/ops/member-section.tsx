import { useLingui } from '@lingui/react'
import type { MemberSearchRow } from '@sportsbook/sdk'
import {
  type MemberQuery,
  MemberSearch,
  protectionMessages,
  useRefusalText,
  useSportsbook,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useProtectionSettings } from '../../protection/use-protection-settings'

/**
 * The operator console's members (PROTOCOL.md section 11): search the brand's members by account or id, see their
 * balances and protection, and impose a limit with a reason (the member may lower it, never raise it).
 */
export function MemberSection() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const settings = useProtectionSettings()
  const refusalText = useRefusalText()
  const [query, setQuery] = useState<MemberQuery | null>(null)
  const [result, setResult] = useState<{
    status: 'idle' | 'loading' | 'error' | 'ready'
    rows: MemberSearchRow[]
    error: string | null
  }>({ status: 'idle', rows: [], error: null })
  const [limitBusy, setLimitBusy] = useState<number | null>(null)
  const [limitError, setLimitError] = useState<string | null>(null)

  const search = async (asked: MemberQuery) => {
    setQuery(asked)
    setResult((previous) => ({ ...previous, status: 'loading' }))
    try {
      const page = await sportsbook.protection.searchMembers({ ...asked, page: 1, pageSize: 20 })
      setResult({ status: 'ready', rows: page.list, error: null })
    } catch (cause) {
      setResult({ status: 'error', rows: [], error: refusalText(cause) ?? null })
    }
  }
  return (
    <section className="sb-wallet__panel" aria-label={i18n._(protectionMessages.memberSearch)}>
      <h2 className="sb-wallet__title">{i18n._(protectionMessages.memberSearch)}</h2>
      <MemberSearch
        data-testid="member-search"
        rows={result.rows}
        status={result.status}
        error={result.error}
        periods={settings.limitPeriods}
        limitBusy={limitBusy}
        limitError={limitError}
        onSearch={(asked) => void search(asked)}
        onSetLimit={async (memberId, { reason = '', ...draft }) => {
          setLimitBusy(memberId)
          setLimitError(null)
          try {
            await sportsbook.protection.setMemberLimit({ ...draft, memberId, reason })
            if (query) await search(query)
            return true
          } catch (cause) {
            setLimitError(refusalText(cause) ?? null)
            return false
          } finally {
            setLimitBusy(null)
          }
        }}
      />
    </section>
  )
}
