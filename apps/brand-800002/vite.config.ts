import { brandViteConfig } from '@sportsbook/site/vite'

export default brandViteConfig({
  port: 5173,
  page: {
    lang: 'en',
    title: 'Jade Arena · Sports betting and live odds',
    description: 'Jade Arena · Sports betting and live odds',
    preload: ['logo.svg', 'coin-usd.svg', 'coin-usdt.svg'],
  },
})
