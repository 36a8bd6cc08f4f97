import type { Meta, StoryObj } from '@storybook/react-vite'
import { ComingSoon } from './ComingSoon'

const meta = {
  title: 'Screens/ComingSoon',
  component: ComingSoon,
  args: { title: 'Wallet' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoon>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
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
}
