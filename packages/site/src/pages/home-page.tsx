import { siteMessages } from '@sportsbook/ui'
import { ComingPage } from './coming-pages'

/** #/index: the matches home (the betting issue fills it). */
export default function HomePage() {
  return <ComingPage title={siteMessages.homePage} />
}
