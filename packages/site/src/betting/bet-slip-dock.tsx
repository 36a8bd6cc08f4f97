import { useLingui } from '@lingui/react'
import { bettingMessages, Dialog, LiveBetSlip, useBetSlipState } from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { AllowanceLine } from '../protection/allowance-line'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import { useMediaQuery } from './use-media-query'

/** Wide enough for the slip as a column beside the matches. */
export const wideSlipQuery = '(min-width: 1200px)'

/**
 * The bet slip of the betting pages: a column on wide screens; on narrow ones a button with the count that opens
 * it as a drawer, closed again by Escape, its close button, or Done on a result that empties the slip. A visitor's "Log in to bet" opens the login window over the page.
 */
export default function BetSlipDock({ drawerOnly = false }: { drawerOnly?: boolean }) {
  const { i18n } = useLingui()
  const wide = useMediaQuery(wideSlipQuery) && !drawerOnly
  const [open, setOpen] = useState(false)
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const { selections, phase, account } = useBetSlipState()
  // What loss and wager limits still allow, under the slip (as Pinnacle shows "left to wager").
  const allowance = <AllowanceLine kind="stake" currencyCode={account.currencyCode} />
  const count = selections.length
  // "Done" on a result that leaves the slip empty closes the drawer: an empty slip is nothing to look at.
  const showedResult = useRef(false)
  useEffect(() => {
    if (showedResult.current && phase !== 'result' && count === 0) setOpen(false)
    showedResult.current = phase === 'result'
  }, [phase, count])
  const login = () => {
    setOpen(false)
    openLogin(true)
  }
  if (wide) {
    return (
      <aside className="sb-betting__slip">
        <LiveBetSlip onLoginClick={login} depositHref="#/wallet" />
        {allowance}
      </aside>
    )
  }
  return (
    <>
      <button
        type="button"
        className="sb-button sb-slip-fab"
        data-state={count > 0 ? 'filled' : 'empty'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {i18n._({ ...bettingMessages.openSlipWithCount, values: { count } })}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={i18n._(bettingMessages.openSlip)}
        className="sb-slip-drawer"
      >
        <LiveBetSlip onLoginClick={login} depositHref="#/wallet" className="sb-slip--in-drawer" />
        {allowance}
      </Dialog>
    </>
  )
}
