import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { banks, withdrawAccount } from '../../stories/cashier'
import { invalidInputs, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { WithdrawAccounts } from './WithdrawAccounts'

const meta = {
  title: 'Cashier/WithdrawAccounts',
  component: WithdrawAccounts,
  args: { accounts: [withdrawAccount()], banks, maxAccounts: 5, onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof WithdrawAccounts>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // An empty form marks the name and the number; Remove names its account to the callback.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1)
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(2)
    await expect(args.onAdd).not.toHaveBeenCalled()
    await press(canvas.getByRole('listitem').querySelector('button') as HTMLElement)
    await expect(args.onRemove).toHaveBeenCalledWith(args.accounts[0])
  },
}
export const None: Story = {
  args: { accounts: [] },
  // A pasted number keeps its letters and digits only.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
    await choose(canvas.getByRole('combobox'), 'NTB')
    const [name, number] = canvas.getAllByRole('textbox') as HTMLInputElement[]
    await fill(name as HTMLInputElement, 'Ana')
    await fill(number as HTMLInputElement, 'GB82 WEST-1234')
    await expect(number).toHaveValue('GB82WEST1234')
    await press(submitButton(canvasElement))
    await expect(args.onAdd).toHaveBeenCalledWith({
      bankCode: 'NTB',
      accountName: 'Ana',
      accountNo: 'GB82WEST1234',
      currencyCode: 'USDT',
    })
  },
}
export const Full: Story = {
  args: { accounts: [1, 2, 3, 4, 5].map((id) => withdrawAccount({ id, accountNoMasked: `•••• 000${id}` })) },
  // At the maximum, accounts can be removed but no other added.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
    await expect(canvasElement.querySelector('form')).toBeNull()
  },
}
export const Refused: Story = refusedStory('This account has a withdrawal in review.')
