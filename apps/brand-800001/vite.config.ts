import { brandViteConfig } from '@sportsbook/site/vite'

export default brandViteConfig({
  port: 5172,
  page: {
    lang: 'pt',
    title: 'Copa Bet · Apostas desportivas ao vivo',
    description: 'Copa Bet · Apostas esportivas ao vivo',
    preload: ['logo.svg', 'coin-brl.svg', 'coin-usdt.svg'],
  },
})
