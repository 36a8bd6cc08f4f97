import type { BrandConfig } from '@sportsbook/site'
import coinUsd from './assets/coin-usd.svg'
import coinUsdt from './assets/coin-usdt.svg'
import logo from './assets/logo.svg'
import logoSpecial from './assets/logo-special.svg'
import { page } from './page'

export const brand: BrandConfig = {
  productNo: 800002,
  name: 'Jade Arena',
  title: page.title,
  icon: '/favicon.svg',
  logos: { default: logo, special: logoSpecial },
  coinIcons: { USD: coinUsd, USDT: coinUsdt },
  channel: 'jade-web',
  theme: { primary: '#1f4e99', onPrimary: '#ffffff', primaryHover: '#173c76', background: '#f4f6fa' },
}
