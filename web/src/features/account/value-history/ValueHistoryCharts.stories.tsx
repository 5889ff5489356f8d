import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { VALUE_HISTORY } from '@/fixtures/insights'
import { es, inContainer, storyLocale } from '@/stories/locale'
import { ValueHistoryCharts } from './ValueHistoryCharts'

/** Issue 17 point 6: the value tracker's value by month per machine. */
const meta = {
  title: 'Account/ValueHistory',
  component: ValueHistoryCharts,
  decorators: [inContainer],
  args: { locale: 'en', machines: VALUE_HISTORY },
  render: (args, { globals }) => <ValueHistoryCharts {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof ValueHistoryCharts>
export default meta
type Story = StoryObj<typeof meta>

export const TwoMachines: Story = {}
export const TwoMachinesEs: Story = { ...es }
/** Issue 37 point 4: on a 320 px phone the text keeps its size; months thin out, the last stays. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
}
export const PhoneEs: Story = { ...Phone, ...es }
