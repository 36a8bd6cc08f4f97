import { isSiteLocale, localeTags, useLanguage, useSportsbook } from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { useSite } from '../site-context'
import { agreementHtml } from './agreement-html'

interface Agreement {
  name: string
  html: string
}

interface SysinitAgreements {
  agreements?: { languageCode: string; name: string; text: string; textLanguage?: string }[]
}

/**
 * The user agreement in the page language (from `api/sysinit`), English when the server has none in it; its text
 * as HTML for the dialog (agreement-html.ts).
 */
export function useAgreement(): Agreement {
  const sportsbook = useSportsbook()
  const { started } = useSite()
  const { code } = useLanguage()
  const [agreements, setAgreements] = useState<SysinitAgreements['agreements']>([])
  useEffect(() => {
    let current = true
    started
      .then(() => sportsbook.sysinit())
      .then((answer) => current && setAgreements((answer as SysinitAgreements).agreements ?? []))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [sportsbook, started])
  const agreement =
    agreements?.find((entry) => entry.languageCode === code) ??
    agreements?.find((entry) => entry.languageCode === 'en') ??
    agreements?.[0]
  if (!agreement) return { name: '', html: '' }
  const textLanguage = agreement.textLanguage ?? agreement.languageCode
  const lang = isSiteLocale(textLanguage) ? localeTags[textLanguage] : textLanguage
  return {
    name: agreement.name,
    html: agreementHtml(agreement.text, textLanguage === code ? undefined : lang),
  }
}
