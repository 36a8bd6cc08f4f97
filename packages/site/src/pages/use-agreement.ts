import { useLanguage, useSportsbook } from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { useSite } from '../site-context'

interface Agreement {
  name: string
  html: string
}

interface SysinitAgreements {
  agreements?: { languageCode: string; name: string; text: string }[]
}

/** The user agreement in the page language (from `api/sysinit`), English when the server has none in it. */
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
  return { name: agreement?.name ?? '', html: agreement?.text ?? '' }
}
