import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { inContainer } from '@/stories/locale'
import { DataTable, NumCell } from './DataTable'
import { PagedTable } from './PagedTable'

const machines = [
  ['IY-1001', 'Deere 310SL backhoe', '$84,500'],
  ['IY-1002', 'Cat 320 excavator', '$129,000'],
  ['IY-1003', 'Bobcat S650 skid steer', '$41,250'],
]

/** A console table: its count, a scrolling labelled region, numeric columns, the empty sentence. */
const meta = {
  title: 'Console/DataTable',
  component: DataTable,
  decorators: [inContainer],
  args: {
    label: 'Listings',
    count: '3 listings',
    empty: 'No listing matches these filters.',
    columns: ['Stock number', 'Machine', { label: 'Price', numeric: true }],
    rows: machines.length,
    children: machines.map(([stock, title, price]) => (
      <tr key={stock}>
        <td>{stock}</td>
        <td>{title}</td>
        <NumCell>{price}</NumCell>
      </tr>
    )),
  },
} satisfies Meta<typeof DataTable>
export default meta
type Story = StoryObj<typeof meta>

export const Rows: Story = {}
export const Empty: Story = { args: { rows: 0, count: '0 listings', children: null } }
export const VisibleCaption: Story = { args: { caption: 'visible', count: undefined } }
export const Paged: Story = {
  render: (args) => (
    <PagedTable
      {...args}
      locale="en"
      list={{ totalCount: 312, pageSize: 50, nodes: machines }}
      page={2}
      href={(p) => `?page=${p}`}
    />
  ),
}
