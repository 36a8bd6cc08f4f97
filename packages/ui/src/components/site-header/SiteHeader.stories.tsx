import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { balanceEntry } from '../../stories/balances'
import { allLanguages } from '../../stories/fixtures'
import { AccountMenu } from '../account-menu/AccountMenu'
import { BalanceDisplay } from '../balance-display/BalanceDisplay'
import { BrandLogo } from '../brand-logo/BrandLogo'
import { LanguageDropdown } from '../language-dropdown/LanguageDropdown'
import { SiteHeader } from './SiteHeader'

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="32"><rect width="140" height="32" rx="6" fill="#0b5cad"/><text x="70" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">LUCKY SPORTS</text></svg>',
)}`

const meta = {
  title: 'Header/SiteHeader',
  component: SiteHeader,
  args: {
    logo: <BrandLogo logos={{ default: logo }} name="Lucky Sports" href="#/index" />,
    language: <LanguageDropdown items={allLanguages} defaultValue="en" variant="compact" align="end" />,
    account: <AccountMenu onLoginClick={fn()} onRegisterClick={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {}
export const Member: Story = {
  args: {
    balance: <BalanceDisplay entries={[balanceEntry({ amount: '12345678.9' })]} compact onRefresh={fn()} />,
    account: <AccountMenu account="player01" onLogout={fn()} onChangePasswordClick={fn()} />,
  },
}
export const LockedLanguage: Story = {
  args: {
    language: <LanguageDropdown items={allLanguages} value="pt" variant="compact" align="end" locked />,
  },
}
