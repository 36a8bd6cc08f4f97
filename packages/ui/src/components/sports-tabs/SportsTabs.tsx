import { useLingui } from '@lingui/react/macro'
import type { SportType } from '@sportsbook/sdk/protocol'
import { sportName } from '../../internal/market-labels'
import { withRef } from '../../internal/with-ref'
import { Tabs, type TabsProps } from '../tabs/Tabs'

/**
 * Props of {@link SportsTabs}; any other prop of {@link Tabs} (`id`, `aria-*`, `data-*`, `ref`) goes to its tab
 * list.
 */
export interface SportsTabsProps extends Omit<TabsProps<SportType>, 'label' | 'items' | 'variant'> {
  /** Controlled selected sport. */
  value?: SportType
  /** Selected sport of uncontrolled tabs at first render (football). */
  defaultValue?: SportType
  /** Called with the picked sport. */
  onValueChange?: (sportType: SportType) => void
  /** Matches per sport (live and upcoming), shown beside each name. */
  counts?: Partial<Record<SportType, number>>
  /** The id of the panel the tabs control (aria-controls). */
  panelId?: string
}

const sports: readonly SportType[] = [1, 2]

/** Football and basketball as tabs, with their match counts. */
export const SportsTabs = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function SportsTabs({
    value,
    defaultValue = 1,
    onValueChange,
    counts,
    panelId,
    className,
    ...rest
  }: SportsTabsProps) {
    const { t, i18n } = useLingui()
    return (
      <Tabs<SportType>
        {...rest}
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
  }),
  { displayName: 'SportsTabs' },
)
