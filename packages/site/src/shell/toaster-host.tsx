import { useLingui } from '@lingui/react'
import type { Order } from '@sportsbook/sdk/protocol'
import { Toaster, useLocaleTag, useSportsbookEvent, useToasts } from '@sportsbook/ui'
import { settledOrderNote } from './settled-order-note'

/** The toasts' live region, loaded after the first paint: a toast raised before waits in the provider's store. */
export default function ToasterHost() {
  return (
    <>
      <SettledOrderToasts />
      <Toaster />
    </>
  )
}

/**
 * A bet settled while the player is elsewhere on the site is said in a toast, on any page (the main socket's `order`
 * push), and listed under the header's bell (notices-host.tsx).
 */
function SettledOrderToasts() {
  const { i18n } = useLingui()
  const toasts = useToasts()
  const tag = useLocaleTag()
  useSportsbookEvent('order', (order: Order) => {
    const note = settledOrderNote(order, i18n, tag)
    if (note) toasts[note.tone](note.text)
  })
  return null
}
