import { useLingui } from '@lingui/react'
import { isApiError, isSportsbookError } from '@sportsbook/sdk'
import type { Kyc, TwoStepSetup } from '@sportsbook/sdk/protocol'
import {
  accountMessages,
  ContactSection,
  IdentitySection,
  TwoStepSection,
  useSportsbook,
  useToasts,
  useUser,
} from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { useQrImage } from './use-qr-image'

/** The calls whose refusal names a field the section shows under it (1000: a wrong code; 1005: a wrong password). */
const shownInPlace = (error: unknown) =>
  isApiError(error, 1000) || isApiError(error, 1005) || isApiError(error, 1004)

/**
 * The account page's security sections (PROTOCOL.md section 13) for a registered member: the contact address and
 * its code, two-step login with its QR code, and the identity check with its link.
 */
export function AccountSecurity() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const user = useUser()
  const [codeSent, setCodeSent] = useState(false)
  const [setup, setSetup] = useState<TwoStepSetup | null>(null)
  const [kyc, setKyc] = useState<Kyc | null>(null)
  const [requireKyc, setRequireKyc] = useState(false)
  const [busy, setBusy] = useState<'contact' | 'twoStep' | null>(null)
  const [errors, setErrors] = useState<{ contact?: string; twoStep?: string }>({})
  const qrImage = useQrImage(setup?.otpauthUrl ?? null)

  useEffect(() => {
    void sportsbook.account
      .identity()
      .then(setKyc)
      .catch(() => undefined)
    void sportsbook
      .sysinit()
      .then((sysinit) =>
        setRequireKyc((sysinit.protection as { requireKyc?: unknown } | undefined)?.requireKyc === true),
      )
      .catch(() => undefined)
  }, [sportsbook])

  /** Runs a step of a section: its refusal under its field, or a toast; `done` says what went well. */
  async function step(section: 'contact' | 'twoStep', action: () => Promise<unknown>, done?: string) {
    setBusy(section)
    try {
      await action()
      setErrors((current) => ({ ...current, [section]: undefined }))
      if (done) toasts.success(done)
    } catch (error) {
      if (!isSportsbookError(error)) throw error
      if (shownInPlace(error)) setErrors((current) => ({ ...current, [section]: error.message }))
      else toasts.error(error.message)
    } finally {
      setBusy(null)
    }
  }

  if (!user) return null
  return (
    <>
      <ContactSection
        className="sb-betting__section"
        emailMasked={user.emailMasked ?? ''}
        emailVerified={user.emailVerified === true}
        codeSent={codeSent}
        submitting={busy === 'contact'}
        error={errors.contact}
        onSendCode={(email) =>
          void step(
            'contact',
            async () => {
              await sportsbook.account.setContact(email)
              setCodeSent(true)
            },
            i18n._(accountMessages.codeSent),
          )
        }
        onVerify={(code) =>
          void step(
            'contact',
            async () => {
              await sportsbook.account.verifyContact(code)
              setCodeSent(false)
            },
            i18n._(accountMessages.contactVerified),
          )
        }
      />
      <TwoStepSection
        className="sb-betting__section"
        enabled={user.twoStepEnabled === true}
        setup={setup ? { secret: setup.secret, qrImage } : null}
        submitting={busy === 'twoStep'}
        error={errors.twoStep}
        onStart={() => void step('twoStep', async () => setSetup(await sportsbook.account.setUpTwoStep()))}
        onEnable={(code) =>
          void step(
            'twoStep',
            async () => {
              await sportsbook.account.enableTwoStep(code)
              setSetup(null)
            },
            i18n._(accountMessages.twoStepOn),
          )
        }
        onDisable={(values) =>
          void step(
            'twoStep',
            () => sportsbook.account.disableTwoStep(values),
            i18n._(accountMessages.twoStepOff),
          )
        }
      />
      {kyc ? (
        <IdentitySection
          className="sb-betting__section"
          status={kyc.status}
          url={kyc.url}
          required={requireKyc}
        />
      ) : null}
    </>
  )
}
