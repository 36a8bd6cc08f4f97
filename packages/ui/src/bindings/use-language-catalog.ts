import { i18n as defaultI18n, type I18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import { loadCatalog } from '../i18n/load-catalog'
import { useLanguage } from './hooks'

/**
 * Keeps lingui on the SDK's language: each time the language changes, its catalog (one language, imported on
 * demand) is loaded with the server's overrides and activated. Returns true once the current language is active,
 * so a site can wait for it before its first render.
 */
export function useLanguageCatalog(i18n: I18n = defaultI18n): boolean {
  const { code, overrides } = useLanguage()
  const [active, setActive] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void loadCatalog(code, { i18n, overrides }).then(() => {
      if (current) setActive(code)
    })
    return () => {
      current = false
    }
  }, [code, overrides, i18n])
  return active === code
}
