import type { BrandConfig } from '@sportsbook/site'
import coinBrl from './assets/coin-brl.svg'
import coinUsd from './assets/coin-usd.svg'
import coinUsdt from './assets/coin-usdt.svg'
import logo from './assets/logo.svg'
import logoSpecial from './assets/logo-special.svg'
import { page } from './page'

export const brand: BrandConfig = {
  productNo: 800000,
  name: 'Apex Sports',
  title: page.title,
  icon: '/favicon.svg',
  logos: { default: logo, special: logoSpecial },
  coinIcons: { USD: coinUsd, USDT: coinUsdt, BRL: coinBrl },
  channel: 'apex-web',
  defaultLanguage: 'en',
  theme: { primary: '#0b6e4f', onPrimary: '#ffffff', primaryHover: '#08563d', background: '#f3f7f5' },
}
