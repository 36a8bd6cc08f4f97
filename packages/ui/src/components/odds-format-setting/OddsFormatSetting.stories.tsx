import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OddsFormatSetting } from './OddsFormatSetting'

const meta = {
  title: 'Betting/OddsFormatSetting',
  component: OddsFormatSetting,
  args: { onValueChange: fn() },
} satisfies Meta<typeof OddsFormatSetting>

export default meta
type Story = StoryObj<typeof meta>

export const Radios: Story = {}
export const Select: Story = { args: { variant: 'select', defaultValue: 'american' } }
