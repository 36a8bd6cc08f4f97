import { isApiError, isSportsbookError } from '@sportsbook/sdk'
import { TwoStepCodeDialog, useSession, useSportsbook, useToasts } from '@sportsbook/ui'
import { useState } from 'react'

const wrongCode = 1000

/**
 * The login's second step (PROTOCOL.md section 13) over any route: a login that answered 1008 (the login window,
 * a pass code, a saved account) leaves its challenge in the session, and this dialog asks for the code. Closing it
 * gives the login up.
 */
export default function TwoStepHost() {
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const pending = useSession().twoStep
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)

  async function submit(code: string) {
    setSubmitting(true)
    try {
      await sportsbook.session.completeTwoStep(code)
      setError(undefined)
    } catch (failure) {
      // A wrong code is told under the field; an ended challenge (1006, the dialog closes) and anything else, by a toast.
      if (isApiError(failure, wrongCode)) setError(failure.message)
      else if (isSportsbookError(failure)) toasts.error(failure.message)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <TwoStepCodeDialog
      open={pending !== undefined}
      onOpenChange={(open) => {
        if (!open) void sportsbook.session.cancelTwoStep()
      }}
      account={pending?.account || undefined}
      onSubmit={(code) => void submit(code)}
      error={error}
      submitting={submitting}
    />
  )
}
