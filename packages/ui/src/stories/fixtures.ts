// Sample data of the stories: coin icons drawn as small SVGs, an agreement, the 14 languages.
import { localeNames, siteLocales } from '../i18n/locales'

function coin(label: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${fill}"/><text x="16" y="20" font-family="sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const threeCoins = [
  { src: coin('USDT', '#1a7f64'), alt: 'USDT' },
  { src: coin('TRX', '#b3151d'), alt: 'TRX' },
  { src: coin('ETH', '#4b5596'), alt: 'ETH' },
]
export const twoCoins = threeCoins.slice(0, 2)

export const sampleAgreement = {
  name: 'User Agreement',
  html: `<h3>1. Who may play</h3><p>You must be of legal age in your country to open an account.</p>
<h3>2. Fair play</h3><p>One account per person. Bets placed through automated tools are void.</p>
<h3>3. Money</h3><p>Deposits and withdrawals follow the <strong>wallet rules</strong> shown on the wallet page.</p>
<img src="x" onerror="alert('this handler is removed')"><script>alert('this script is removed')</script>`,
}

export const allLanguages = siteLocales.map((code) => ({ code, name: localeNames[code] }))
