import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { ConsoleShell } from './ConsoleShell'

/** The console's frame: its sections (the current one marked), the title and the lead. */
const meta = {
  title: 'Console/ConsoleShell',
  component: ConsoleShell,
  args: {
    locale: 'en',
    console: 'admin',
    active: 'equipment',
    title: 'Equipment',
    lead: 'Every listing in every state.',
    children: <p>The page.</p>,
  },
  render: (args, { globals }) => <ConsoleShell {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof ConsoleShell>
export default meta
type Story = StoryObj<typeof meta>

export const Admin: Story = {}
export const AdminEs: Story = { ...es }
export const Partner: Story = { args: { console: 'partner', active: 'leads', title: 'Leads' } }
