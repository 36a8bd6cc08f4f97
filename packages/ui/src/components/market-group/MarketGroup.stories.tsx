import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { detailedMatch } from '../../stories/betting'
import { groupMarkets, MarketGroup } from './MarketGroup'

const groups = groupMarkets(detailedMatch().markets)

const meta = {
  title: 'Betting/MarketGroup',
  component: MarketGroup,
  args: {
    type: 'total',
    markets: groups[2]!.markets,
    homeName: 'Kingsmere United',
    awayName: 'Northwick Rovers',
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MarketGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Totals: Story = {}
export const Result: Story = { args: { type: '1x2', markets: groups[0]!.markets } }
export const Handicaps: Story = { args: { type: 'handicap', markets: groups[1]!.markets } }
export const Folded: Story = { args: { defaultOpen: false } }
export const MatchOver: Story = { args: { locked: true } }
