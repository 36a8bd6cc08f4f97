import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { balanceEntry } from '../../stories/balances'
import { renderWithI18n } from '../../test/render'
import { AccountMenu } from '../account-menu/AccountMenu'
import { BalanceDisplay } from '../balance-display/BalanceDisplay'
import { BrandLogo } from '../brand-logo/BrandLogo'
import { LanguageDropdown } from '../language-dropdown/LanguageDropdown'
import { SiteHeader } from './SiteHeader'

describe('SiteHeader', () => {
  it('is a banner holding the logo, the balance, the language and the account', () => {
    renderWithI18n(
      <SiteHeader
        logo={<BrandLogo logos={{ default: '/logo.svg' }} name="Lucky Sports" href="#/index" />}
        balance={<BalanceDisplay entries={[balanceEntry({ amount: '10' })]} />}
        language={
          <LanguageDropdown items={[{ code: 'en', name: 'English' }]} defaultValue="en" variant="compact" />
        }
        account={<AccountMenu account="player01" />}
      />,
    )
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Lucky Sports' })).toBeInTheDocument()
    const tools = banner
    expect(within(tools).getByRole('group', { name: 'Balance' })).toHaveTextContent('10.00 USDT')
    expect(within(tools).getByRole('button', { name: 'Language: English' })).toBeInTheDocument()
    expect(within(tools).getByRole('button', { name: 'player01' })).toBeInTheDocument()
  })
})
