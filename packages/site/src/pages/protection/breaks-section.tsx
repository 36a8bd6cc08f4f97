import { useLingui } from '@lingui/react'
import type { SelfExclusionDuration, TimeOutDuration } from '@sportsbook/sdk'
import { BreakForm, protectionMessages } from '@sportsbook/ui'
import type { useProtectionSettings } from '../../protection/use-protection-settings'
import { useProtectionAction } from './use-protection-action'

/**
 * A time-out and a self-exclusion, each confirmed with the login password; taking one logs every session out (the
 * SDK ends this one, and the site says why).
 */
export function BreaksSection({ settings }: { settings: ReturnType<typeof useProtectionSettings> }) {
  const { i18n } = useLingui()
  const action = useProtectionAction()
  return (
    <section
      className="sb-betting__section sb-protection__breaks"
      aria-label={i18n._(protectionMessages.breaks)}
    >
      <h2 className="sb-protection__heading">{i18n._(protectionMessages.breaks)}</h2>
      <h3 className="sb-protection__subheading">{i18n._(protectionMessages.timeOut)}</h3>
      <p className="sb-betting__hint">{i18n._(protectionMessages.timeOutIntro)}</p>
      {/* Each form offers only its own kind's lengths, so the casts below name what it holds. */}
      <BreakForm
        kind="timeOut"
        data-testid="time-out-form"
        durations={settings.timeOutDurations}
        busy={action.busy === 'timeOut'}
        error={action.errorOf('timeOut')}
        onTakeBreak={({ duration, password }) =>
          action.run('timeOut', (p) => p.takeTimeOut({ duration: duration as TimeOutDuration, password }))
        }
      />
      <h3 className="sb-protection__subheading">{i18n._(protectionMessages.selfExclusion)}</h3>
      <p className="sb-betting__hint">{i18n._(protectionMessages.selfExclusionIntro)}</p>
      <BreakForm
        kind="selfExclusion"
        data-testid="self-exclusion-form"
        durations={settings.selfExclusionDurations}
        busy={action.busy === 'selfExclusion'}
        error={action.errorOf('selfExclusion')}
        onTakeBreak={({ duration, password }) =>
          action.run('selfExclusion', (p) =>
            p.selfExclude({ duration: duration as SelfExclusionDuration, password }),
          )
        }
      />
    </section>
  )
}
