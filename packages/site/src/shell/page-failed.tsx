import { ErrorState } from '@sportsbook/ui'

/** A page whose code could not be fetched or that failed to render: says so and offers to load the site again. */
export default function PageFailed() {
  return (
    <div className="sb-site__session-error">
      <ErrorState onRetry={() => window.location.reload()} />
    </div>
  )
}
