import type { Sportsbook } from '@sportsbook/sdk'
import { SportsbookQuerySync } from '@sportsbook/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { useSite } from '../site-context'

// One cache per site for its whole life, made when the first page with server data shows: #/register never
// downloads the query code.
const caches = new WeakMap<Sportsbook, QueryClient>()

function cacheOf(sportsbook: Sportsbook): QueryClient {
  let cache = caches.get(sportsbook)
  if (!cache) {
    cache = new QueryClient({
      defaultOptions: {
        // The pages have their own Retry buttons. The cache keeps TanStack's default staleTime of 0: a page that
        // mounts shows what the cache holds and reads it again, since a game round, a bet or a transfer made on
        // another page changes lists no push names.
        queries: { retry: false },
      },
    })
    caches.set(sportsbook, cache)
  }
  return cache
}

/** The layout of the pages that read server data: the site's query cache, kept current by the SDK's pushes. */
export default function SiteQueries() {
  const { sportsbook } = useSite()
  const cache = cacheOf(sportsbook)
  return (
    <QueryClientProvider client={cache}>
      <SportsbookQuerySync />
      <Outlet />
    </QueryClientProvider>
  )
}
