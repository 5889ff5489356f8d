import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { inContainer } from '@/stories/locale'
import { FilterBar, FilterSelect, FilterText } from './FilterBar'

/** A list's filters: a GET search form of labelled fields and an apply button. */
const meta = {
  title: 'Console/FilterBar',
  component: FilterBar,
  decorators: [inContainer],
  args: {
    action: '/en/admin/leads',
    apply: 'Apply',
    children: (
      <>
        <FilterSelect
          label="Type"
          name="type"
          value="offer"
          any="Any type"
          options={[
            { value: 'quote', label: 'Quote' },
            { value: 'offer', label: 'Offer' },
          ]}
        />
        <FilterText label="Stock number" name="stock" maxLength={40} />
        <FilterText label="Name or address" name="q" value="ann" maxLength={100} search />
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>
export default meta
type Story = StoryObj<typeof meta>

export const Leads: Story = {}
