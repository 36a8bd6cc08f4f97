import { Trans } from '@lingui/react/macro'

/** The Show more button under a paged list: shown while there is more and a way to load it, waiting meanwhile. */
export function ShowMore({
  hasMore,
  loadingMore,
  onLoadMore,
  className,
}: {
  hasMore: boolean
  loadingMore: boolean
  onLoadMore?: (() => void) | undefined
  className?: string
}) {
  if (!hasMore || !onLoadMore) return null
  return (
    <button
      type="button"
      className={className ? `sb-button sb-button--secondary ${className}` : 'sb-button sb-button--secondary'}
      disabled={loadingMore}
      onClick={onLoadMore}
    >
      {loadingMore ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
    </button>
  )
}
