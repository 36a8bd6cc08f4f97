import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { part } from '../../stories/queries'
import { IdentitySection } from './IdentitySection'

const meta = {
  title: 'Account/IdentitySection',
  component: IdentitySection,
  args: { status: 'none', url: 'https://kyc.example/check/1', required: true },
} satisfies Meta<typeof IdentitySection>

export default meta
type Story = StoryObj<typeof meta>

export const NotVerified: Story = {
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'section')).toHaveAttribute('data-state', 'none')
    await expect(part(canvasElement, 'a[data-link="identity"]')).toHaveAttribute(
      'href',
      'https://kyc.example/check/1',
    )
  },
}
export const Refused: Story = {
  args: { status: 'refused' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'a[data-link="identity"]')).toBeVisible()
  },
}
export const Verified: Story = {
  args: { status: 'verified', url: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a[data-link="identity"]')).toBeNull()
  },
}
