import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { allLanguages, sampleAgreement, threeCoins, twoCoins } from '../../stories/fixtures'
import { inputsFor, invalidInputs, part, submitButton } from '../../stories/queries'
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

type Context = Parameters<NonNullable<Story['play']>>[0]

/** The footer's coins, by their names. */
const coinsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.sb-register__coins img')].map((coin) => coin.getAttribute('alt'))
/** The invitation code field's state (open, prefilled or refused), or null when the form has none. */
const codeState = (root: HTMLElement) =>
  root.querySelector('.sb-register__code')?.getAttribute('data-state') ?? null

export const Empty: Story = {
  // A filled form with the agreement ticked registers the cleaned credentials; Log in leads away.
  play: async ({ args, canvasElement }: Context) => {
    await expect(coinsOf(canvasElement)).toEqual(['USDT', 'TRX'])
    await expect(codeState(canvasElement)).toBeNull()
    const [username] = inputsFor(canvasElement, 'username')
    const passwords = inputsFor(canvasElement, 'new-password')
    await fill(username as HTMLInputElement, 'player01')
    for (const password of passwords) await fill(password, 'secret1')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(0)
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'player01', password: 'secret1' }),
    )
    await press(part(canvasElement, '.sb-register__top > .sb-button'))
    await expect(args.onLoginClick).toHaveBeenCalledOnce()
  },
}

export const ThreeCoinsOfBrand800000: Story = {
  args: { footerCoins: threeCoins },
  play: async ({ canvasElement }) => {
    await expect(coinsOf(canvasElement)).toEqual(['USDT', 'TRX', 'ETH'])
  },
}

export const WithInvitationCode: Story = {
  args: { invitationCode: 'AGENT42' },
  parameters: { docs: { description: { story: 'A code found in the address is shown read-only.' } } },
  play: async ({ canvasElement }) => {
    await expect(codeState(canvasElement)).toBe('prefilled')
    await expect(part(canvasElement, '.sb-register__code input')).toHaveValue('AGENT42')
  },
}

export const WithEmptyInvitationCode: Story = {
  args: { invitationCode: '' },
  parameters: { docs: { description: { story: 'An empty string shows the field to fill in (required).' } } },
  play: async ({ canvasElement }) => {
    await expect(codeState(canvasElement)).toBe('open')
    await expect(part(canvasElement, '.sb-register__code input')).toBeRequired()
  },
}

export const RefusedInvitationCode: Story = {
  args: { invitationCode: 'EXPIRED9', invitationCodeRefused: true, onInvitationCodeClear: fn() },
  parameters: {
    docs: {
      description: { story: 'The server refused the code (1003): editable, with a way to remove it.' },
    },
  },
  play: async ({ args, canvasElement }) => {
    await expect(codeState(canvasElement)).toBe('refused')
    await expect(part(canvasElement, '.sb-register__code input')).toHaveAttribute('aria-invalid', 'true')
    await press(part(canvasElement, '.sb-register__code button'))
    await expect(args.onInvitationCodeClear).toHaveBeenCalledOnce()
  },
}

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const [username] = inputsFor(canvasElement, 'username')
    const [password] = inputsFor(canvasElement, 'new-password')
    if (!username || !password) throw new Error('the form has no username or password input')
    await fill(username, 'a')
    await fill(password, '123')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toContain(username)
    await expect(invalidInputs(canvasElement)).toContain(password)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const AgreementUnticked: Story = {
  args: { defaultAgreed: false },
  play: async ({ args, canvas, canvasElement }) => {
    const [username] = inputsFor(canvasElement, 'username')
    const passwords = inputsFor(canvasElement, 'new-password')
    if (!username || passwords.length !== 2)
      throw new Error('the form has no username or two password inputs')
    await fill(username, 'player01')
    for (const password of passwords) await fill(password, 'secret1')
    await press(submitButton(canvasElement))
    await press(submitButton(canvasElement))
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
  parameters: {
    docs: { description: { story: 'Two unticked submits: nothing is registered and the checkbox shakes.' } },
  },
}

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(submitButton(canvasElement)).toBeDisabled()
    await expect(submitButton(canvasElement)).toHaveAttribute('aria-busy', 'true')
  },
}

export const LockedLanguage: Story = {
  args: {
    languageSwitcher: <LanguageDropdown items={allLanguages} value="pt" locked />,
  },
  parameters: { docs: { description: { story: 'Brand 800001: the language is fixed to Portuguese.' } } },
  play: async ({ canvasElement }) => {
    const trigger = part(canvasElement, '.sb-lang__trigger')
    await expect(trigger).toHaveAttribute('aria-disabled', 'true')
    await expect(trigger).toHaveTextContent('Português')
  },
}
