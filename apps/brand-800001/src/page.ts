import type { BrandPage } from '@sportsbook/site/vite'

/** What the brand's index.html says of it (packages/site/build/brand-index.html); the site's title too. */
export const page: BrandPage = {
  lang: 'pt',
  title: 'Copa Bet · Apostas desportivas ao vivo',
  description: 'Copa Bet · Apostas esportivas ao vivo',
  preload: ['logo.svg'],
  // The registration footer's coins (#/register only).
  routeImages: { register: ['coin-brl.svg', 'coin-usdt.svg'] },
}
