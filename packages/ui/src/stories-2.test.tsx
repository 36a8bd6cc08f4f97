import { siteLocales } from './i18n/locales'
import { storiesIn } from './test/stories-in'

// Every story in the last seven site languages; stories-1.test.tsx takes the first seven on another worker.
storiesIn(siteLocales.slice(7))
