import type { BrandConfig } from '@sportsbook/site'
import coinBrl from './assets/coin-brl.svg'
import coinUsdt from './assets/coin-usdt.svg'
import logo from './assets/logo.svg'
import logoSpecial from './assets/logo-special.svg'
import { page } from './page'

export const brand: BrandConfig = {
  productNo: 800001,
  name: 'Copa Bet',
  title: page.title,
  icon: '/favicon.svg',
  logos: { default: logo, special: logoSpecial },
  coinIcons: { BRL: coinBrl, USDT: coinUsdt },
  channel: 'copa-web',
  defaultLanguage: 'pt',
  forcedLanguage: 'pt',
  theme: { primary: '#00663a', onPrimary: '#ffffff', primaryHover: '#004d2c', background: '#f4f8f5' },
}
