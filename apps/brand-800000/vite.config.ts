import { brandViteConfig } from '@sportsbook/site/vite'

export default brandViteConfig({
  port: 5171,
  page: {
    lang: 'en',
    title: 'Apex Sports · Live football and basketball betting',
    description: 'Apex Sports · Live football and basketball betting',
    preload: ['logo.svg', 'coin-usdt.svg', 'coin-usd.svg', 'coin-brl.svg'],
  },
})
