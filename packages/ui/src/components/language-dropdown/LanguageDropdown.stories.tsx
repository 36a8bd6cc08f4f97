import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { localeNames, siteLocales } from '../../i18n/locales'
import { keys, press } from '../../stories/actions'
import { part } from '../../stories/queries'
import { LanguageDropdown } from './LanguageDropdown'

const allLanguages = siteLocales.map((code) => ({ code, name: localeNames[code] }))

const meta = {
  title: 'Components/LanguageDropdown',
  component: LanguageDropdown,
  args: { items: allLanguages, defaultValue: 'en', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The language switcher: the server's languages plus zh, zht and en, each with its flag. The site shows the full variant under #/index and the compact one under #/mini.",
      },
    },
  },
} satisfies Meta<typeof LanguageDropdown>

export default meta
type Story = StoryObj<typeof meta>

/** The dropdown's root and its trigger button. */
const parts = (root: HTMLElement) => ({
  root: part(root, '.sb-lang'),
  trigger: part(root, '.sb-lang__trigger'),
})

export const Full: Story = {
  // Closed, the full variant names the language in itself, with its flag; the arrow keys open the list.
  play: async ({ canvas, canvasElement }) => {
    const { root, trigger } = parts(canvasElement)
    await expect(root).toHaveAttribute('data-variant', 'full')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(part(trigger, '.sb-lang__name')).toHaveTextContent(localeNames.en)
    await expect(part(trigger, '.sb-lang__flag')).toHaveAttribute('data-flag')
    trigger.focus()
    await keys('{ArrowDown}')
    await expect(await canvas.findByRole('listbox')).toBeInTheDocument()
    await expect(root).toHaveAttribute('data-state', 'open')
  },
}

export const Compact: Story = {
  args: { variant: 'compact', defaultValue: 'zht' },
  parameters: {
    docs: {
      description: {
        story: 'The compact form shows only the flag and the code; its list still names every language.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { root, trigger } = parts(canvasElement)
    await expect(root).toHaveAttribute('data-variant', 'compact')
    await expect(part(trigger, '.sb-lang__code')).toHaveTextContent('ZHT')
    await expect(trigger.querySelector('.sb-lang__name')).toBeNull()
  },
}

export const Open: Story = {
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button'))
    const listbox = await canvas.findByRole('listbox')
    await expect(listbox).toHaveFocus()
    await expect(canvas.getAllByRole('option')).toHaveLength(args.items.length)
    await expect(canvas.getByRole('option', { selected: true })).toHaveAttribute('lang', 'en')
  },
}

export const Locked: Story = {
  args: { locked: true, value: 'pt' },
  play: async ({ canvas }) => {
    await press(canvas.getByRole('button'))
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-disabled', 'true')
  },
  parameters: {
    docs: {
      description: {
        story:
          'Brand 800001 forces Portuguese whatever the user picks: the dropdown does not open and says so.',
      },
    },
  },
}

export const LockedCompact: Story = {
  args: { locked: true, value: 'pt', variant: 'compact' },
  // Locked, it has no chevron and its reason is read with the button.
  play: async ({ canvasElement }) => {
    const { root, trigger } = parts(canvasElement)
    await expect(root).toHaveAttribute('data-locked')
    await expect(trigger).toHaveAttribute('aria-disabled', 'true')
    await expect(trigger).toHaveAttribute('aria-describedby')
    await expect(trigger.querySelector('.sb-lang__chevron')).toBeNull()
    await expect(part(trigger, '.sb-lang__code')).toHaveTextContent('PT')
  },
}

export const ServerListWithUnknownLanguage: Story = {
  args: {
    items: [...allLanguages.slice(0, 3), { code: 'fr', name: 'Français' }],
    defaultValue: 'fr',
  },
  parameters: {
    docs: { description: { story: 'A language without a flag of its own shows a neutral box.' } },
  },
  play: async ({ canvasElement }) => {
    const { trigger } = parts(canvasElement)
    await expect(part(trigger, '.sb-lang__flag')).toHaveClass('sb-lang__flag--none')
    await expect(part(trigger, '.sb-lang__name')).toHaveTextContent('Français')
  },
}

export const Controlled: Story = {
  render: (args) => {
    const [code, setCode] = useState('th')
    return (
      <div>
        <LanguageDropdown {...args} value={code} onChange={setCode} />
        <p data-testid="selected-language">Selected: {code}</p>
      </div>
    )
  },
  // A pick from the list reaches the owner's state, and the list closes on the trigger.
  play: async ({ canvas, canvasElement }) => {
    const { trigger } = parts(canvasElement)
    await press(trigger)
    const japanese = (await canvas.findByRole('listbox')).querySelector('[lang="ja"]') as HTMLElement
    await press(japanese)
    await expect(canvas.getByTestId('selected-language')).toHaveTextContent('Selected: ja')
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
    await expect(trigger).toHaveFocus()
  },
}

export const AlignedToEnd: Story = {
  args: { variant: 'compact', align: 'end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await press(canvas.getByRole('button'))
    await expect(await canvas.findByRole('listbox')).toBeInTheDocument()
    await expect(parts(canvasElement).root).toHaveAttribute('data-align', 'end')
  },
  parameters: {
    docs: { description: { story: "For a header's far side: the list opens towards the start." } },
  },
}
