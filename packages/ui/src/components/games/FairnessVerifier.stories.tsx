import type { Meta, StoryObj } from '@storybook/react-vite'
import { FairnessVerifier } from './FairnessVerifier'

const meta = { title: 'Games/FairnessVerifier', component: FairnessVerifier } satisfies Meta<
  typeof FairnessVerifier
>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {
  args: { defaultValue: { game: 'dice', serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: '3' } },
}
export const Crash: Story = {
  args: { defaultValue: { game: 'crash', serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: '0' } },
}
