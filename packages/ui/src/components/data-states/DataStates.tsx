import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  /** What is missing, e.g. "No live matches right now". */
  title: ReactNode
  description?: ReactNode
  /** A way on, e.g. a button to another tab. */
  action?: ReactNode
  className?: string
}

/** A list or page with nothing to show says so, and offers a way on: never a blank area. */
export const EmptyState = /* @__PURE__ */ Object.assign(
  function EmptyState({ title, description, action, className }: EmptyStateProps) {
    return (
      <div className={className ? `sb-state ${className}` : 'sb-state'} data-state="empty">
        <p className="sb-state__title">{title}</p>
        {description ? <p className="sb-state__text">{description}</p> : null}
        {action ? <div className="sb-state__action">{action}</div> : null}
      </div>
    )
  },
  { displayName: 'EmptyState' },
)

export interface LoadingStateProps {
  /** What is loading, for screen readers ("Loading matches"); "Loading" by default. */
  label?: ReactNode
  /** How many placeholder lines to draw (default 3). */
  rows?: number
  className?: string
}

/** Placeholder lines while data loads; one polite status for screen readers, no spinner that runs forever. */
export const LoadingState = /* @__PURE__ */ Object.assign(
  function LoadingState({ label, rows = 3, className }: LoadingStateProps) {
    return (
      <div className={className ? `sb-state ${className}` : 'sb-state'} data-state="loading" aria-busy="true">
        <p className="sb-visually-hidden" role="status">
          {label ?? <Trans>Loading</Trans>}
        </p>
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
          <span key={index} className="sb-state__skeleton" aria-hidden="true" />
        ))}
      </div>
    )
  },
  { displayName: 'LoadingState' },
)

export interface ErrorStateProps {
  /** What failed, e.g. "The matches could not be loaded". */
  title?: ReactNode
  /** The server's or the network's message. */
  message?: ReactNode
  /** Shows a Retry button. */
  onRetry?: () => void
  /** While the retry runs. */
  retrying?: boolean
  className?: string
}

/** A failed load: what failed, why, and a Retry button. */
export const ErrorState = /* @__PURE__ */ Object.assign(
  function ErrorState({ title, message, onRetry, retrying = false, className }: ErrorStateProps) {
    return (
      <div className={className ? `sb-state ${className}` : 'sb-state'} data-state="error" role="alert">
        <p className="sb-state__title">{title ?? <Trans>Something went wrong</Trans>}</p>
        {message ? <p className="sb-state__text">{message}</p> : null}
        {onRetry ? (
          <div className="sb-state__action">
            <button
              type="button"
              className="sb-button sb-button--secondary"
              onClick={onRetry}
              disabled={retrying}
            >
              {retrying ? <Trans>Retrying…</Trans> : <Trans>Retry</Trans>}
            </button>
          </div>
        ) : null}
      </div>
    )
  },
  { displayName: 'ErrorState' },
)
