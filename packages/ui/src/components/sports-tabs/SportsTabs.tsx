import { useLingui } from '@lingui/react/macro'
import type { SportType } from '@sportsbook/sdk/protocol'
import { sportName } from '../../internal/market-labels'
import { Tabs } from '../tabs/Tabs'

export interface SportsTabsProps {
  value?: SportType
  defaultValue?: SportType
  onValueChange?: (sportType: SportType) => void
  /** Matches per sport (live and upcoming), shown beside each name. */
  counts?: Partial<Record<SportType, number>>
  panelId?: string
  className?: string
}

const sports: readonly SportType[] = [1, 2]

/** Football and basketball as tabs, with their match counts. */
export const SportsTabs = /* @__PURE__ */ Object.assign(
  function SportsTabs({
    value,
    defaultValue = 1,
    onValueChange,
    counts,
    panelId,
    className,
  }: SportsTabsProps) {
    const { t, i18n } = useLingui()
    return (
      <Tabs<SportType>
        label={t`Sports`}
        items={sports.map((sport) => ({
          value: sport,
          label: sportName(i18n, sport),
          count: counts?.[sport],
        }))}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        panelId={panelId}
        variant="line"
        className={className ? `sb-sports-tabs ${className}` : 'sb-sports-tabs'}
      />
    )
  },
  { displayName: 'SportsTabs' },
)
