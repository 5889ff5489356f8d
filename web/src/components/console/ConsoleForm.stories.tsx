import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { inContainer } from '@/stories/locale'
import { ConsoleCheckbox, ConsoleField, FieldRow } from './ConsoleField'
import { ConsoleForm } from './ConsoleForm'
import type { ConsoleFormState } from './form-state'

/** Refuses the slug, as the api does, so the story shows a field's message. */
async function refuse(_prev: ConsoleFormState, form: FormData): Promise<ConsoleFormState> {
  return {
    values: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
    result: {
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'slug', key: 'validation.slug', message: 'Use letters, digits and dashes' }],
    },
  }
}

/**
 * A console form: labelled fields in rows, hints and the api's messages tied to their controls,
 * and (with `confirm`) a dialog that asks before a change with consequences.
 */
const meta = {
  title: 'Console/ConsoleForm',
  component: ConsoleForm,
  decorators: [inContainer],
  args: {
    action: refuse,
    locale: 'en',
    label: 'Edit make',
    texts: { submit: 'Save', sending: 'Saving…', failed: 'The change was not saved.' },
    children: (errors, values) => (
      <>
        <FieldRow>
          <ConsoleField
            idPrefix="make"
            name="name"
            label="Name"
            required
            defaultValue={values.name ?? 'John Deere'}
            error={errors.name}
          />
          <ConsoleField
            idPrefix="make"
            name="slug"
            label="Slug"
            hint="Changing it moves the make's pages."
            defaultValue={values.slug ?? 'john-deere'}
            error={errors.slug}
          />
        </FieldRow>
        <ConsoleField
          kind="select"
          idPrefix="make"
          name="country"
          label="Country"
          options={[
            { value: 'us', label: 'United States' },
            { value: 'mx', label: 'Mexico' },
          ]}
          defaultValue={values.country}
        />
        <ConsoleCheckbox idPrefix="make" name="featured" label="Featured" defaultChecked />
      </>
    ),
  },
} satisfies Meta<typeof ConsoleForm>
export default meta
type Story = StoryObj<typeof meta>

export const RefusesAField: Story = {}
export const AsksFirst: Story = {
  args: {
    confirm: {
      when: () => ({
        title: 'Change the address?',
        message: 'The old address /john-deere will redirect to the new one.',
        confirm: 'Change it',
        cancel: 'Keep it',
      }),
    },
  },
}
