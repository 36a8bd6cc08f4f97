import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { protectionAt } from '../../stories/protection'
import { part } from '../../stories/queries'
import { RestrictedBanner } from './RestrictedBanner'

const meta = {
  title: 'Protection/RestrictedBanner',
  component: RestrictedBanner,
  args: {
    restricted: { reason: 'timeOut', until: protectionAt + 7 * 86_400_000 },
    walletHref: '#/wallet',
    protectionHref: '#/account/protection',
  },
} satisfies Meta<typeof RestrictedBanner>

export default meta
type Story = StoryObj<typeof meta>

export const TimeOut: Story = {
  // A polite status naming the break's end and linking what still works.
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('status')
    await expect(banner).toHaveAttribute('data-reason', 'timeOut')
    await expect(banner).toHaveTextContent(/\d/)
    await expect(part(canvasElement, 'a[href="#/wallet"]')).toBeVisible()
    await expect(part(canvasElement, 'a[href="#/account/protection"]')).toBeVisible()
  },
}
export const SelfExcludedForGood: Story = {
  args: { restricted: { reason: 'selfExcluded', until: null } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status')
    await expect(banner).toHaveAttribute('data-reason', 'selfExcluded')
    await expect(part(banner, '.sb-restricted-banner__headline')).not.toHaveTextContent(/\d/)
  },
}
