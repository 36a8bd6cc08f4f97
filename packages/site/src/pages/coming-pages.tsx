import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { ComingSoon, siteMessages } from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'

// Pages later work fills: the header stays and the page says honestly that it is coming (issue text).
export function ComingPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui()
  return (
    <ComingSoon
      title={i18n._(title)}
      action={
        <Link className="sb-button sb-button--secondary" to="/index">
          {i18n._(siteMessages.backHome)}
        </Link>
      }
    />
  )
}

export const WalletPage = () => <ComingPage title={siteMessages.walletPage} />
