import { useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { Tabs } from '../tabs/Tabs'

/** The operator queues: withdrawals to pay, collections to confirm. */
export type OpsQueue = 'withdrawals' | 'collections'

/** Props of {@link OpsConsole}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface OpsConsoleProps extends ComponentPropsWithRef<'div'> {
  queue: OpsQueue
  /** Called with the queue the operator picks. */
  onQueueChange: (queue: OpsQueue) => void
  /** How many wait in each queue (live). */
  counts: Record<OpsQueue, number | null>
  status: 'loading' | 'error' | 'ready'
  error?: string | undefined
  /** The Retry button shown when the queue could not be loaded. */
  onRetry?: () => void
  /** The review cards of the shown queue. */
  children?: ReactNode
  /** No item waits in the shown queue. */
  empty?: boolean
}

/** The operator console: the withdrawals and bank transfers waiting for review, with live counts per queue. */
export const OpsConsole = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function OpsConsole({
    queue,
    onQueueChange,
    counts,
    status,
    error,
    onRetry,
    children,
    empty,
    className,
    ref,
    ...rest
  }: OpsConsoleProps) {
    const { t } = useLingui()
    const panelId = useId()
    const names: Record<OpsQueue, string> = { withdrawals: t`Withdrawals`, collections: t`Bank transfers` }
    let body: ReactNode = children
    if (status === 'error')
      body = <ErrorState title={t`The queue could not be loaded`} message={error} onRetry={onRetry} />
    else if (status === 'loading') body = <LoadingState rows={3} />
    else if (empty) body = <EmptyState title={t`Nothing waits for review`} />
    return (
      <div {...rest} ref={ref} className={className ? `sb-ops ${className}` : 'sb-ops'}>
        <Tabs<OpsQueue>
          label={t`Review queues`}
          items={(Object.keys(names) as OpsQueue[]).map((value) => ({
            value,
            label: names[value],
            ...(counts[value] === null ? {} : { count: counts[value] }),
          }))}
          value={queue}
          onValueChange={onQueueChange}
          panelId={panelId}
          variant="line"
        />
        <div id={panelId} role="tabpanel" aria-label={names[queue]} className="sb-ops__queue">
          {body}
        </div>
      </div>
    )
  }),
  { displayName: 'OpsConsole' },
)
