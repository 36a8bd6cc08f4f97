import { siteMessages } from '@sportsbook/ui'
import { ComingPage } from './coming-pages'

/** #/mini: the embedded mini mode, with the compact header (spec section 2). */
export default function MiniPage() {
  return <ComingPage title={siteMessages.miniPage} />
}
