import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { allLanguages, sampleAgreement, threeCoins, twoCoins } from '../../stories/fixtures'
import { inputsFor, invalidInputs, submitButton } from '../../stories/queries'
import { LanguageDropdown } from '../language-dropdown/LanguageDropdown'
import { RegistrationForm } from './RegistrationForm'

const meta = {
  title: 'Screens/RegistrationForm',
  component: RegistrationForm,
  args: {
    agreement: sampleAgreement,
    footerCoins: twoCoins,
    onSubmit: fn(),
    onLoginClick: fn(),
    languageSwitcher: <LanguageDropdown items={allLanguages} defaultValue="en" />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegistrationForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const ThreeCoinsOfBrand800000: Story = { args: { footerCoins: threeCoins } }

export const WithInvitationCode: Story = {
  args: { invitationCode: 'AGENT42' },
  parameters: { docs: { description: { story: 'A code found in the address is shown read-only.' } } },
}

export const WithEmptyInvitationCode: Story = {
  args: { invitationCode: '' },
  parameters: { docs: { description: { story: 'An empty string shows the field to fill in (required).' } } },
}

export const RefusedInvitationCode: Story = {
  args: { invitationCode: 'EXPIRED9', invitationCodeRefused: true, onInvitationCodeClear: fn() },
  parameters: {
    docs: {
      description: { story: 'The server refused the code (1003): editable, with a way to remove it.' },
    },
  },
}

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const [username] = inputsFor(canvasElement, 'username')
    const [password] = inputsFor(canvasElement, 'new-password')
    if (!username || !password) throw new Error('the form has no username or password input')
    await userEvent.type(username, 'a')
    await userEvent.type(password, '123')
    await userEvent.click(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toContain(username)
    await expect(invalidInputs(canvasElement)).toContain(password)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const AgreementUnticked: Story = {
  args: { defaultAgreed: false },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const [username] = inputsFor(canvasElement, 'username')
    const passwords = inputsFor(canvasElement, 'new-password')
    if (!username || passwords.length !== 2)
      throw new Error('the form has no username or two password inputs')
    await userEvent.type(username, 'player01')
    for (const password of passwords) await userEvent.type(password, 'secret1')
    await userEvent.click(submitButton(canvasElement))
    await userEvent.click(submitButton(canvasElement))
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
  parameters: {
    docs: { description: { story: 'Two unticked submits: nothing is registered and the checkbox shakes.' } },
  },
}

export const Submitting: Story = { args: { submitting: true } }

export const LockedLanguage: Story = {
  args: {
    languageSwitcher: <LanguageDropdown items={allLanguages} value="pt" locked />,
  },
  parameters: { docs: { description: { story: 'Brand 800001: the language is fixed to Portuguese.' } } },
}
