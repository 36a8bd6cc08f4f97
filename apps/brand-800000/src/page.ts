import type { BrandPage } from '@sportsbook/site/vite'

/** What the brand's index.html says of it (packages/site/build/brand-index.html); the site's title too. */
export const page: BrandPage = {
  lang: 'en',
  title: 'Apex Sports · Live football and basketball betting',
  description: 'Apex Sports · Live football and basketball betting',
  preload: ['logo.svg'],
  // The registration footer's coins (#/register only).
  routeImages: { register: ['coin-usdt.svg', 'coin-usd.svg', 'coin-brl.svg'] },
}
