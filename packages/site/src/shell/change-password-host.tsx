import { useLingui } from '@lingui/react'
import { isSportsbookError } from '@sportsbook/sdk'
import { ChangePasswordDialog, sessionMessages, useSportsbook, useToasts } from '@sportsbook/ui'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { changePasswordOpenAtom } from './dialog-state'

/** Changing the password from the account menu; the server keeps this session and ends the others. */
export default function ChangePasswordHost() {
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const { i18n } = useLingui()
  const [open, setOpen] = useAtom(changePasswordOpenAtom)
  const [submitting, setSubmitting] = useState(false)
  return (
    <ChangePasswordDialog
      open={open}
      onOpenChange={setOpen}
      submitting={submitting}
      onSubmit={async (values) => {
        setSubmitting(true)
        try {
          await sportsbook.session.changePassword(values)
          setOpen(false)
          toasts.success(i18n._(sessionMessages.passwordChanged))
        } catch (error) {
          if (isSportsbookError(error)) toasts.error(error.message)
        } finally {
          setSubmitting(false)
        }
      }}
    />
  )
}
