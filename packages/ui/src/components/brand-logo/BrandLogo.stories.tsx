import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BrandLogo } from './BrandLogo'

function logo(text: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="32"><rect width="140" height="32" rx="6" fill="${fill}"/><text x="70" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const meta = {
  title: 'Header/BrandLogo',
  component: BrandLogo,
  args: {
    name: 'Lucky Sports',
    logos: { default: logo('LUCKY SPORTS', '#0b5cad'), type1: logo('LUCKY VIP', '#7a4b00') },
    href: '#/index',
  },
} satisfies Meta<typeof BrandLogo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // A link home whose name is the brand's, from its image's alt text.
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: args.name })
    await expect(link).toHaveAttribute('href', args.href)
    const image = canvas.getByRole('img', { name: args.name })
    await expect(image).toHaveAttribute('data-variant', 'default')
    await expect(image).toHaveAttribute('src', args.logos.default)
  },
}
export const SpecialUser: Story = {
  args: { userType: 1 },
  play: async ({ args, canvas }) => {
    const image = canvas.getByRole('img', { name: args.name })
    await expect(image).toHaveAttribute('data-variant', 'type1')
    await expect(image).toHaveAttribute('src', args.logos.type1)
  },
}
