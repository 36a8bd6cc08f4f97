import { useLingui } from '@lingui/react'
import { groupDigits } from '@sportsbook/sdk'
import { useMemo } from 'react'
import { isSiteLocale, localeTags } from '../i18n/locales'

/** The BCP 47 tag of the active site language, for Intl formats. */
export function useLocaleTag(): string {
  const { i18n } = useLingui()
  return isSiteLocale(i18n.locale) ? localeTags[i18n.locale] : i18n.locale || 'en'
}

/** Formats of amounts (the SDK's decimal strings, grouped per language) and times, in the page's language. */
export function useFormatters() {
  const tag = useLocaleTag()
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' })
    const dayTime = new Intl.DateTimeFormat(tag, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    const day = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric' })
    const dateTime = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    return {
      /** The BCP 47 tag of the page's language. */
      tag,
      /** "1,234.50" from "1234.50"; the digits are never turned into a float. */
      amount: (value: string) => groupDigits(value, tag),
      /** An amount with its currency: "1,234.50 USD". */
      money: (value: string, currencyCode: string) => `${groupDigits(value, tag)} ${currencyCode}`,
      /** Hours and minutes of a moment (ms since the epoch). */
      time: (ms: number) => time.format(ms),
      /** Day, month, hours and minutes of a moment this year. */
      dayTime: (ms: number) => dayTime.format(ms),
      /** The date of a moment, with its year. */
      day: (ms: number) => day.format(ms),
      /** A moment that may lie months or years away (a break's end): with its year. */
      dateTime: (ms: number) => dateTime.format(ms),
    }
  }, [tag])
}
