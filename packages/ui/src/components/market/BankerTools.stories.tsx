import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleBank } from '../../stories/market'
import { BankerTools } from './BankerTools'

const meta = {
  title: 'Market/BankerTools',
  component: BankerTools,
  args: {
    bank: sampleBank(),
    onSaleStatus: fn(),
    onOdds: fn(),
    onDescription: fn(),
    onPassword: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BankerTools>

export default meta
type Story = StoryObj<typeof meta>

export const OpenNoOrders: Story = {}
export const OpenWithOrders: Story = { args: { bank: sampleBank({ orders: 2 }) } }
export const Paused: Story = { args: { bank: sampleBank({ status: 'paused', orders: 1 }) } }
export const Closed: Story = { args: { bank: sampleBank({ status: 'closed', orders: 1 }) } }
export const Refused: Story = { args: { error: 'Only the banker can do this.' } }
