// An app made from the UI README alone: SportsbookAppProvider (client, language list, catalogues), the
// registration form with the language dropdown and the brand's agreement from api/sysinit, the live match list and
// the bet slip. `VITE_SPORTSBOOK_URL` names the API (the reference server by default). The form's `ref` is checked
// on the page (`data-form-ref`, once it holds the form's root): React 18 hands a ref to a function component only
// through forwardRef.
import '@sportsbook/ui/styles.css'
import { createSportsbook, type Sportsbook } from '@sportsbook/sdk'
import type { Match } from '@sportsbook/sdk/protocol'
import {
  LanguageDropdown,
  LiveBetSlip,
  LiveMatchRow,
  MatchList,
  RegistrationForm,
  SportsbookAppProvider,
  useLanguage,
  useSportsbook,
  useWatchMatches,
} from '@sportsbook/ui'
import { StrictMode, useCallback, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

const client = createSportsbook({
  baseUrl: import.meta.env.VITE_SPORTSBOOK_URL ?? 'http://127.0.0.1:8787',
  brand: { channel: 'vite-example' },
})
// The match list waits for the session's start (a call before it ends carries no session and is refused with 403).
// A failed start leaves the session idle: the list's Retry starts it again, and its error says why it failed.
const sessionStarted = client.session.start()
// Handled where the list waits for it; this keeps a failure before the first render from counting as unhandled.
sessionStarted.catch(() => undefined)

/** The brand's agreement in the page language (api/sysinit `agreements`), as the UI README shows. */
async function agreementOf(sb: Sportsbook, language: string) {
  const { agreements } = await sb.api.matches.sysinit()
  const agreement = agreements.find((entry) => entry.languageCode === language) ?? agreements[0]
  return agreement ? { name: agreement.name, html: agreement.text } : { name: '', html: '' }
}

function Registration() {
  const sb = useSportsbook()
  const language = useLanguage()
  const [agreement, setAgreement] = useState({ name: '', html: '' })
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    void agreementOf(sb, language.code).then(setAgreement, () => undefined)
  }, [sb, language.code])
  const formRef = useCallback((root: HTMLDivElement | null) => {
    if (root?.querySelector('form')) document.body.dataset.formRef = 'root'
  }, [])
  return (
    <section>
      <RegistrationForm
        ref={formRef}
        agreement={agreement}
        languageSwitcher={
          <LanguageDropdown
            items={language.list}
            value={language.code}
            locked={language.forced !== null}
            onChange={(code) => void sb.language.set(code)}
          />
        }
        onSubmit={(values) => {
          setError(null)
          sb.session.register(values).catch((reason: unknown) => setError(String(reason)))
        }}
      />
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}

function Matches() {
  const sb = useSportsbook()
  // Undefined until the first answer: MatchList shows its loading state, then its error state with the reason.
  const [matches, setMatches] = useState<Match[] | undefined>()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState<string | undefined>()
  const reload = useCallback(() => {
    sessionStarted
      .catch((reason: unknown) =>
        sb.session.start().catch(() => {
          throw new Error(`the session could not start: ${String(reason)}`)
        }),
      )
      .then(() => sb.api.matches.list({ sportType: 1, tag: 'today' }))
      .then(
        ({ list }) => {
          setMatches(list)
          setStatus('ready')
        },
        (reason: unknown) => {
          setError(String(reason))
          setStatus('error')
        },
      )
  }, [sb])
  useEffect(reload, [reload])
  useWatchMatches(matches, { reload })
  return (
    <MatchList
      label="Matches"
      matches={matches}
      status={status}
      {...(error === undefined ? {} : { error })}
      onRetry={reload}
      renderRow={(match) => <LiveMatchRow match={match} />}
    />
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SportsbookAppProvider client={client} fallback={<p aria-busy="true">Loading…</p>}>
      <main>
        <Registration />
        <Matches />
        <LiveBetSlip />
      </main>
    </SportsbookAppProvider>
  </StrictMode>,
)
