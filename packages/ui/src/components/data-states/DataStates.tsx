import { Trans } from '@lingui/react/macro'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { withRef } from '../../internal/with-ref'

/** The root every data state shares: the `sb-state` box with the caller's classes, its state in `data-state`. */
function StateBox({
  state,
  className,
  ...rest
}: ComponentPropsWithRef<'div'> & { state: 'empty' | 'loading' | 'error' }) {
  return <div {...rest} className={className ? `sb-state ${className}` : 'sb-state'} data-state={state} />
}

/** Props of {@link EmptyState}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is missing, e.g. "No live matches right now". */
  title: ReactNode
  description?: ReactNode
  /** A way on, e.g. a button to another tab. */
  action?: ReactNode
}

/** A list or page with nothing to show says so, and offers a way on: never a blank area. */
export const EmptyState = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function EmptyState({ title, description, action, ...rest }: EmptyStateProps) {
    return (
      <StateBox {...rest} state="empty">
        <p className="sb-state__title">{title}</p>
        {description ? <p className="sb-state__text">{description}</p> : null}
        {action ? <div className="sb-state__action">{action}</div> : null}
      </StateBox>
    )
  }),
  { displayName: 'EmptyState' },
)

/** Props of {@link LoadingState}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface LoadingStateProps extends ComponentPropsWithRef<'div'> {
  /** What is loading, for screen readers ("Loading matches"); "Loading" by default. */
  label?: ReactNode
  /** How many placeholder lines to draw (default 3). */
  rows?: number
}

/** Placeholder lines while data loads; one polite status for screen readers, no spinner that runs forever. */
export const LoadingState = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LoadingState({ label, rows = 3, ...rest }: LoadingStateProps) {
    return (
      <StateBox {...rest} state="loading" aria-busy="true">
        <p className="sb-visually-hidden" role="status">
          {label ?? <Trans>Loading</Trans>}
        </p>
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
          <span key={index} className="sb-state__skeleton" aria-hidden="true" />
        ))}
      </StateBox>
    )
  }),
  { displayName: 'LoadingState' },
)

/** Props of {@link ErrorState}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What failed, e.g. "The matches could not be loaded". */
  title?: ReactNode
  /** The server's or the network's message. */
  message?: ReactNode
  /** Shows a Retry button. */
  onRetry?: () => void
  /** While the retry runs. */
  retrying?: boolean
}

/** A failed load: what failed, why, and a Retry button. */
export const ErrorState = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ErrorState({
    title,
    message,
    onRetry,
    retrying = false,
    ...rest
  }: ErrorStateProps) {
    return (
      <StateBox {...rest} state="error" role="alert">
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
      </StateBox>
    )
  }),
  { displayName: 'ErrorState' },
)
