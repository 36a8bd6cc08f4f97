import { oddsFormats } from '@sportsbook/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, press } from '../../stories/actions'
import { OddsFormatSetting } from './OddsFormatSetting'

const meta = {
  title: 'Betting/OddsFormatSetting',
  component: OddsFormatSetting,
  args: { onValueChange: fn() },
} satisfies Meta<typeof OddsFormatSetting>

export default meta
type Story = StoryObj<typeof meta>

export const Radios: Story = {
  // One radio per format, decimal first and checked; picking one reports it.
  play: async ({ args, canvas, canvasElement }) => {
    const radios = canvas.getAllByRole('radio')
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...oddsFormats])
    await expect(radios[0]).toBeChecked()
    const american = canvasElement.querySelector('input[value="american"]') as HTMLInputElement
    await press(american)
    await expect(american).toBeChecked()
    await expect(american.closest('label')).toHaveAttribute('data-state', 'checked')
    await expect(args.onValueChange).toHaveBeenCalledWith('american')
  },
}
export const Select: Story = {
  args: { variant: 'select', defaultValue: 'american' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox')
    await expect(select).toHaveValue('american')
    await choose(select, 'hongKong')
    await expect(args.onValueChange).toHaveBeenCalledWith('hongKong')
  },
}
