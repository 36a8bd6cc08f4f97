import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SportsTabs } from './SportsTabs'

const meta = {
  title: 'Betting/SportsTabs',
  component: SportsTabs,
  args: { onValueChange: fn() },
} satisfies Meta<typeof SportsTabs>

export default meta
type Story = StoryObj<typeof meta>

export const Football: Story = { args: { counts: { 1: 199, 2: 96 } } }
export const Basketball: Story = { args: { counts: { 1: 199, 2: 96 }, defaultValue: 2 } }
export const WithoutCounts: Story = {}
