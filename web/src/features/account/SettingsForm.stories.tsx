import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { userEvent, within } from 'storybook/test'
import { CATEGORY_OPTIONS, profileFixture } from '@/fixtures/account'
import { es, storyLocale } from '@/stories/locale'
import { AccountShell } from './AccountShell'
import { SettingsForm, type SettingsFormProps } from './SettingsForm'

/** /account/settings (the api is faked here). */
const meta = {
  title: 'Account/Settings',
  component: SettingsForm,
  parameters: { layout: 'fullscreen' },
  args: {
    locale: 'en',
    email: 'dana@example.com',
    memberSince: 'Nov 22, 2026',
    profile: profileFixture(),
    categories: CATEGORY_OPTIONS,
    save: async () => ({ ok: true as const, data: profileFixture() }),
  } as SettingsFormProps,
  render: (args, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <AccountShell
        locale={locale}
        active="settings"
        title={locale === 'es' ? 'Configuración' : 'Settings'}
      >
        <SettingsForm {...args} locale={locale} />
      </AccountShell>
    )
  },
} satisfies Meta<typeof SettingsForm>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}
export const FilledEs: Story = { ...es }
const blank = profileFixture({
  firstName: null,
  lastName: null,
  company: null,
  phone: null,
  zip: null,
  isBuyer: false,
  interestedCategories: [],
})
export const NewAccount: Story = { args: { profile: blank } }
export const NewAccountEs: Story = { args: { profile: blank }, ...es }

/** Spec §5 messages: names required, "Only + allowed", ZIP not valid. */
const invalid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  const [first, , , phone, zip] = canvas.getAllByRole('textbox')
  await userEvent.clear(first)
  await userEvent.type(phone, ' ext 4')
  await userEvent.clear(zip)
  await userEvent.type(zip, '787')
  await userEvent.click(canvas.getAllByRole('button').at(-1)!)
}
export const Errors: Story = { play: invalid }
export const ErrorsEs: Story = { play: invalid, ...es }

const submit: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getAllByRole('button').at(-1)!)
}
export const Saved: Story = { play: submit }
export const SavedEs: Story = { play: submit, ...es }
/** The api failed: spec §5 generic form error. */
export const SaveFailed: Story = {
  args: { save: async () => ({ ok: false as const, code: 'INTERNAL', fields: [] }) },
  play: submit,
}
export const SaveFailedEs: Story = { ...SaveFailed, ...es }
