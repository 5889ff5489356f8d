import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { userEvent, within } from 'storybook/test'
import { CATEGORY_OPTIONS, MACHINES, MAKE_OPTIONS } from '@/fixtures/account'
import { es, storyLocale } from '@/stories/locale'
import { AccountShell } from './AccountShell'
import { ValueTracker } from './ValueTracker'

/** /account/value-tracker: machines, values, add/edit/delete, CSV (the api is faked here). */
const meta = {
  title: 'Account/ValueTracker',
  component: ValueTracker,
  parameters: { layout: 'fullscreen' },
  args: {
    locale: 'en',
    machines: MACHINES,
    makes: MAKE_OPTIONS,
    categories: CATEGORY_OPTIONS,
    currentYear: 2026,
    downloadHref: '/account/value-tracker/download',
    save: async (id, input) => ({
      ok: true,
      data: {
        ...MACHINES[0],
        id: id ?? crypto.randomUUID(),
        year: input.year ?? 2020,
        model: input.model ?? '',
      },
    }),
    remove: async (id) => ({ ok: true, data: { id } }),
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <AccountShell
        locale={locale}
        active="valueTracker"
        title={locale === 'es' ? 'Seguimiento de valor' : 'Value tracker'}
      >
        <ValueTracker {...args} locale={locale} />
      </AccountShell>
    )
  },
} satisfies Meta<typeof ValueTracker>
export default meta
type Story = StoryObj<typeof meta>

export const Machines: Story = {}
export const MachinesEs: Story = { ...es }
export const Empty: Story = { args: { machines: [] } }
export const EmptyEs: Story = { args: { machines: [] }, ...es }

const openAdd: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getAllByRole('button')[0])
}
export const AddForm: Story = { play: openAdd }
export const AddFormEs: Story = { play: openAdd, ...es }

/** Spec §5 messages: everything missing, then a decimal and a negative meter. */
const invalid: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getAllByRole('button')[0])
  const form = within(canvas.getByRole('form'))
  await userEvent.type(form.getAllByRole('textbox')[2], '12.5')
  await userEvent.type(form.getAllByRole('textbox')[3], '-3')
  await userEvent.click(form.getAllByRole('button')[0])
}
export const AddFormErrors: Story = { play: invalid }
export const AddFormErrorsEs: Story = { play: invalid, ...es }

const edit: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getAllByRole('button', { name: /Caterpillar/ })[0])
}
export const EditForm: Story = { play: edit }
export const EditFormEs: Story = { play: edit, ...es }

const confirmDelete: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getAllByRole('button', { name: /Caterpillar/ })[1])
}
export const ConfirmDelete: Story = { play: confirmDelete }
export const ConfirmDeleteEs: Story = { play: confirmDelete, ...es }
