import { Toaster } from '@sportsbook/ui'

/** The toasts' live region, loaded after the first paint: a toast raised before waits in the provider's store. */
export default function ToasterHost() {
  return <Toaster />
}
