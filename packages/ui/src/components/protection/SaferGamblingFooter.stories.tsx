import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { part } from '../../stories/queries'
import { SaferGamblingFooter } from './SaferGamblingFooter'

const meta = {
  title: 'Protection/SaferGamblingFooter',
  component: SaferGamblingFooter,
  args: { minAge: 18, protectionHref: '#/account/protection', helpHref: 'https://www.begambleaware.org/' },
} satisfies Meta<typeof SaferGamblingFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // The page's contentinfo: the age, the safer-gambling page and help in a new tab.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument()
    await expect(canvas.getByRole('img')).toHaveTextContent('18+')
    await expect(part(canvasElement, '[data-link="protection"]')).toHaveAttribute(
      'href',
      '#/account/protection',
    )
    await expect(part(canvasElement, '[data-link="help"]')).toHaveAttribute('target', '_blank')
  },
}
export const NamedHelp: Story = {
  args: { minAge: 21, helpName: 'GamCare' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent('21+')
    await expect(part(canvasElement, '[data-link="help"]')).toHaveTextContent('GamCare')
  },
}
