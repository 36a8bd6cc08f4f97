// The UI README's quick start as an app: the SDK's client, its React provider, the catalogue of the SDK's language
// loaded before lingui's provider renders (it renders nothing until a catalogue is active), and the registration
// form with the language dropdown. `VITE_SPORTSBOOK_URL` names the API (the reference server by default).
import '@sportsbook/ui/styles.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createSportsbook } from '@sportsbook/sdk'
import {
  LanguageDropdown,
  RegistrationForm,
  SportsbookProvider,
  useLanguage,
  useLanguageCatalog,
  useSportsbook,
} from '@sportsbook/ui'
import { type ReactNode, StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const client = createSportsbook({
  baseUrl: import.meta.env.VITE_SPORTSBOOK_URL ?? 'http://127.0.0.1:8787',
  brand: { channel: 'vite-example' },
})
void client.session.start().catch(() => undefined)

/** Waits for the catalogue of the SDK's language, then gives lingui's provider an active one. */
function Translated({ children }: { children: ReactNode }) {
  const ready = useLanguageCatalog(i18n)
  if (!ready) return <p aria-busy="true">Loading…</p>
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

function Registration() {
  const sb = useSportsbook()
  const language = useLanguage()
  const [error, setError] = useState<string | null>(null)
  return (
    <main>
      <RegistrationForm
        agreement={{ name: 'Terms of use', html: '<p>Play responsibly.</p>' }}
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
    </main>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SportsbookProvider client={client}>
      <Translated>
        <Registration />
      </Translated>
    </SportsbookProvider>
  </StrictMode>,
)
