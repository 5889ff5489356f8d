import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { MyAlerts } from './MyAlerts'

const alerts = [
  {
    id: '8d7f3c1e-2b4a-4c5d-9e6f-0a1b2c3d4e5f',
    summary: 'Excavators · Caterpillar · 2015 or newer · under $80,000 · Texas',
    searchPath: '/equipment?category=excavators&make=caterpillar&yearMin=2015&priceMax=80000',
    frequency: 'DAILY' as const,
    state: 'ACTIVE' as const,
    createdAt: '2026-11-20T15:00:00.000Z',
  },
  {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    summary: 'Wheel Loaders · John Deere · Texas, Oklahoma',
    searchPath: '/equipment?category=wheel-loaders&make=john-deere&state=TX,OK',
    frequency: 'WEEKLY' as const,
    state: 'PAUSED' as const,
    createdAt: '2026-11-21T15:00:00.000Z',
  },
]

const meta = {
  title: 'Account/MyAlerts',
  component: MyAlerts,
  args: { locale: 'en', email: 'buyer@example.com', addressVerified: true, alerts },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 760 }}>
      <MyAlerts {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof MyAlerts>
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const ListEs: Story = { ...es }
export const Empty: Story = { args: { alerts: [] } }
export const EmptyEs: Story = { ...Empty, ...es }
export const Unverified: Story = { args: { alerts: [], addressVerified: false } }
export const Deleted: Story = {
  args: {
    alerts: alerts.slice(1),
    initialState: { result: { ok: true, data: { messageKey: 'deleted' } } },
  },
}
