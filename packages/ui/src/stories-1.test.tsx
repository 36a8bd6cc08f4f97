import { siteLocales } from './i18n/locales'
import { storiesIn } from './test/stories-in'

// Every story in the first seven site languages; stories-2.test.tsx takes the other seven on another worker.
storiesIn(siteLocales.slice(0, 7))
