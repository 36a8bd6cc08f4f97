import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { localeNames, siteLocales } from '../../i18n/locales'
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
          "The language switcher: the server's languages plus zh, zht and en, each with its flag. The site shows the full variant under #/index and the compact one under #/mini (spec section 2).",
      },
    },
  },
} satisfies Meta<typeof LanguageDropdown>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {}

export const Compact: Story = {
  args: { variant: 'compact', defaultValue: 'zht' },
  parameters: {
    docs: {
      description: {
        story: 'The compact form shows only the flag and the code; its list still names every language.',
      },
    },
  },
}

export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'))
    const listbox = await canvas.findByRole('listbox')
    await expect(listbox).toHaveFocus()
    await expect(canvas.getAllByRole('option')).toHaveLength(args.items.length)
    await expect(canvas.getByRole('option', { selected: true })).toHaveAttribute('lang', 'en')
  },
}

export const Locked: Story = {
  args: { locked: true, value: 'pt' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'))
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
}

export const ServerListWithUnknownLanguage: Story = {
  args: {
    items: [...allLanguages.slice(0, 3), { code: 'fr', name: 'Français' }],
    defaultValue: 'fr',
  },
  parameters: {
    docs: { description: { story: 'A language without a flag of its own shows a neutral box.' } },
  },
}

export const Controlled: Story = {
  render: (args) => {
    const [code, setCode] = useState('th')
    return (
      <div>
        <LanguageDropdown {...args} value={code} onChange={setCode} />
        <p>Selected: {code}</p>
      </div>
    )
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'))
  },
  parameters: {
    docs: { description: { story: "For a header's far side: the list opens towards the start." } },
  },
}
