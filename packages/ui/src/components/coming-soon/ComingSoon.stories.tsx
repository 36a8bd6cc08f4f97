import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ComingSoon } from './ComingSoon'

const meta = {
  title: 'Screens/ComingSoon',
  component: ComingSoon,
  args: { title: 'Wallet' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoon>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-page-message')).toHaveAttribute('data-state', 'coming-soon')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.title as string)
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}
export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Peer trade market',
    description: 'Open a bank on a match, invest as a partner or bet against a bank.',
    action: (
      <a className="sb-button" href="#/index">
        Back to the matches
      </a>
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.title as string)
    await expect(canvas.getByText(args.description as string)).toBeVisible()
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/index')
  },
}
