import type { BrandPage } from '@sportsbook/site/vite'

/** What the brand's index.html says of it (packages/site/build/brand-index.html); the site's title too. */
export const page: BrandPage = {
  lang: 'en',
  title: 'Jade Arena · Sports betting and live odds',
  description: 'Jade Arena · Sports betting and live odds',
  preload: ['logo.svg'],
  // The registration footer's coins (#/register only).
  routeImages: { register: ['coin-usd.svg', 'coin-usdt.svg'] },
}
