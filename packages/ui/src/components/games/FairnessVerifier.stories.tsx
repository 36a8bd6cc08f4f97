import { serverSeedHashOf, verifyCrashPoint, verifyDiceRoll } from '@sportsbook/sdk/protocol'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
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
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(submitButton(canvasElement))
    await expect(canvas.getByRole('alert')).toBeInTheDocument()
    await expect(canvas.queryByTestId('verified-outcome')).not.toBeInTheDocument()
  },
}
export const Filled: Story = {
  args: { defaultValue: { game: 'dice', ...seeds, nonce: '3' } },
  // The roll and the server seed's hash are the SDK's, computed in the browser.
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(submitButton(canvasElement))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByTestId('verified-outcome')).toHaveTextContent(
      verifyDiceRoll({ ...seeds, nonce: 3 }),
    )
    await expect(canvas.getByTestId('verified-hash')).toHaveTextContent(serverSeedHashOf(seeds.serverSeed))
  },
}
export const Crash: Story = {
  args: { defaultValue: { game: 'crash', ...seeds, nonce: '0' } },
  // A nonce that is no whole number is refused (the protocol's nonce rule); a whole one gives the crash point.
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(part(canvasElement, 'input[value="crash"]')).toBeChecked()
    const nonce = part<HTMLInputElement>(canvasElement, 'input[inputmode="numeric"]')
    await userEvent.type(nonce, '.5')
    await userEvent.click(submitButton(canvasElement))
    await expect(canvas.getByRole('alert')).toBeInTheDocument()
    await expect(canvas.queryByTestId('verified-outcome')).not.toBeInTheDocument()
    await userEvent.clear(nonce)
    await userEvent.type(nonce, '7')
    await userEvent.click(submitButton(canvasElement))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByTestId('verified-outcome')).toHaveTextContent(
      verifyCrashPoint({ ...seeds, nonce: 7 }),
    )
  },
}
