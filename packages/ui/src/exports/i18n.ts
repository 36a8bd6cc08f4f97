// Locales, catalogs loaded on demand, and formatters for the active locale.
export { type CatalogPart, type LoadCatalogOptions, loadCatalog, loadCatalogPart } from '../i18n/load-catalog'
export {
  isSiteLocale,
  localeNames,
  localeTags,
  type SiteLocale,
  siteLocales,
  sourceLocale,
} from '../i18n/locales'
export { useFormatters, useLocaleTag } from '../internal/use-formatters'
