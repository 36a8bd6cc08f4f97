import { serverSeedHashOf, verifyCrashPoint, verifyDiceRoll } from '@sportsbook/sdk/protocol/provably-fair'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { part, submitButton } from '../../stories/queries'
import { FairnessVerifier } from './FairnessVerifier'

const meta = { title: 'Games/FairnessVerifier', component: FairnessVerifier } satisfies Meta<
  typeof FairnessVerifier
>

export default meta
type Story = StoryObj<typeof meta>

const seeds = { serverSeed: 'server-seed', clientSeed: 'client-seed' }

export const Empty: Story = {
  // Nothing is computed from empty seeds: an alert says what is missing.
  play: async ({ canvas, canvasElement }) => {
    await press(submitButton(canvasElement))
    await expect(canvas.getByRole('alert')).toBeInTheDocument()
    await expect(canvas.queryByTestId('verified-outcome')).not.toBeInTheDocument()
  },
}
export const Filled: Story = {
  args: { defaultValue: { game: 'dice', ...seeds, nonce: '3' } },
  // The roll and the server seed's hash are the SDK's, computed in the browser.
  play: async ({ canvas, canvasElement }) => {
    await press(submitButton(canvasElement))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByTestId('verified-outcome')).toHaveTextContent(
      verifyDiceRoll({ ...seeds, nonce: 3 }),
    )
    await expect(canvas.getByTestId('verified-hash')).toHaveTextContent(serverSeedHashOf(seeds.serverSeed))
  },
}
export const Crash: Story = {
  args: { defaultValue: { game: 'crash', ...seeds, nonce: '7' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, 'input[value="crash"]')).toBeChecked()
    await press(submitButton(canvasElement))
    await expect(canvas.getByTestId('verified-outcome')).toHaveTextContent(
      verifyCrashPoint({ ...seeds, nonce: 7 }),
    )
  },
}
export const NonceOutOfRange: Story = {
  args: { defaultValue: { game: 'dice', ...seeds, nonce: '0' } },
  // The protocol's nonce rule: a whole number up to the 32-bit integer the server keeps. Nothing is computed.
  play: async ({ canvas, canvasElement }) => {
    await fill(part<HTMLInputElement>(canvasElement, 'input[inputmode="numeric"]'), '2147483648')
    await press(submitButton(canvasElement))
    await expect(canvas.getByRole('alert')).toBeInTheDocument()
    await expect(canvas.queryByTestId('verified-outcome')).not.toBeInTheDocument()
  },
}
