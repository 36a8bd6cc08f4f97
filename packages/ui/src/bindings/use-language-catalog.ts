import { i18n as defaultI18n, type I18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import { type CatalogPart, loadCatalog } from '../i18n/load-catalog'
import { useLanguage } from './hooks'

/** Options of useLanguageCatalog. */
export interface UseLanguageCatalogOptions {
  /**
   * Parts of the messages to load besides `core` (registration, login, header, toasts): `betting` for the match
   * lists, the slip and the orders, `operations` for the operator console. Kept for every later language change.
   */
  parts?: readonly CatalogPart[]
}

/**
 * Keeps lingui on the SDK's language: each time the language changes, its catalog (one language, imported on
 * demand) is loaded with the server's overrides and activated. Returns true once the current language is active,
 * so a site can wait for it before its first render.
 */
export function useLanguageCatalog(
  i18n: I18n = defaultI18n,
  options: UseLanguageCatalogOptions = {},
): boolean {
  const { code, overrides } = useLanguage()
  const [active, setActive] = useState<string | null>(null)
  const parts = (options.parts ?? []).join(',')
  useEffect(() => {
    let current = true
    const wanted = parts === '' ? [] : (parts.split(',') as CatalogPart[])
    void loadCatalog(code, { i18n, overrides, parts: wanted }).then(() => {
      if (current) setActive(code)
    })
    return () => {
      current = false
    }
  }, [code, overrides, i18n, parts])
  return active === code
}
