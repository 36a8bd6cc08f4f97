import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { balanceEntry } from '../../stories/balances'
import { allLanguages } from '../../stories/fixtures'
import { part } from '../../stories/queries'
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

type Context = Parameters<NonNullable<Story['play']>>[0]

/** The banner holds the brand (a link home) and, at its end, the tools it is given in their order. */
async function showsHeader({ canvas }: Context, tools: string[]) {
  const banner = canvas.getByRole('banner')
  await expect(part(banner, '.sb-header__brand a')).toHaveAttribute('href', '#/index')
  const shown = [...part(banner, '.sb-header__tools').children].map((tool) => tool.classList[0])
  await expect(shown).toEqual(tools)
  return banner
}

export const Visitor: Story = {
  play: async (context) => {
    const banner = await showsHeader(context, ['sb-lang', 'sb-account'])
    await expect(part(banner, '.sb-account')).toHaveAttribute('data-state', 'visitor')
    await expect(part(banner, '.sb-lang__code')).toHaveTextContent('EN')
  },
}
export const Member: Story = {
  args: {
    balance: <BalanceDisplay entries={[balanceEntry({ amount: '12345678.9' })]} compact onRefresh={fn()} />,
    account: <AccountMenu account="player01" onLogout={fn()} onChangePasswordClick={fn()} />,
  },
  // A member sees the balance, compact (millions as M), before the language and the account.
  play: async (context) => {
    const banner = await showsHeader(context, ['sb-balance', 'sb-lang', 'sb-account'])
    await expect(part(banner, '.sb-balance__amount').textContent).toMatch(/M$/)
    await expect(context.canvas.getByRole('button', { name: 'player01' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}
export const LockedLanguage: Story = {
  args: {
    language: <LanguageDropdown items={allLanguages} value="pt" variant="compact" align="end" locked />,
  },
  // The brand's language is fixed: the dropdown says so and does not open.
  play: async (context) => {
    const banner = await showsHeader(context, ['sb-lang', 'sb-account'])
    const trigger = part(banner, '.sb-lang__trigger')
    await expect(trigger).toHaveAttribute('aria-disabled', 'true')
    await expect(trigger).toHaveTextContent('PT')
    await press(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}
