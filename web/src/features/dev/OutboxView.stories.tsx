import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import type { DeadJob, OutboxMessage } from '@/features/dev/dev-outbox'
import { es, storyLocale } from '@/stories/locale'
import { OutboxView } from './OutboxView'

const messages: OutboxMessage[] = [
  {
    id: 2,
    channel: 'email',
    template: 'lead-confirmation',
    locale: 'en',
    to: 'dana@example.com',
    from: 'Ironyard <no-reply@ironyard.local>',
    subject: 'We received your offer on the 2022 Komatsu WA600-8',
    text: 'Hi Dana,\n\nThanks for reaching out. Submission successful!\nA team partner will contact you within 24 hours.',
    html: '<p>Hi Dana,</p><p>Thanks for reaching out. <b>Submission successful!</b></p>',
    links: ['http://localhost:8910/for-sale/2022-komatsu-wa600-8-9614943'],
    transport: 'outbox',
    createdAt: '2026-11-22T06:30:00.000Z',
  },
  {
    id: 1,
    channel: 'email',
    template: 'lead-sales-notification',
    locale: 'en',
    to: 'sales@ironyard.local',
    from: 'Ironyard <no-reply@ironyard.local>',
    subject: '[Lead #1] Name Your Price · 2022 Komatsu WA600-8 (#9614943)',
    text: 'Form: Name Your Price\nOffer: $700,000\nLikelihood shown: possible',
    html: null,
    links: [],
    transport: 'outbox',
    createdAt: '2026-11-22T06:29:59.000Z',
  },
]

const deadJobs: DeadJob[] = [
  {
    id: 41,
    topic: 'lead.submitted',
    payload: { leadId: 7 },
    attempts: 8,
    lastError: 'Mail could not be sent',
    createdAt: '2026-11-22T06:29:00.000Z',
    deadAt: '2026-11-22T07:40:12.000Z',
  },
]

const meta = {
  title: 'Dev/OutboxView',
  component: OutboxView,
  args: { locale: 'en', messages, to: null },
  render: (args, { globals }) => <OutboxView {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof OutboxView>
export default meta
type Story = StoryObj<typeof meta>

export const Messages: Story = {}
export const MessagesEs: Story = { ...es }
export const Filtered: Story = { args: { to: 'dana@example.com', messages: messages.slice(0, 1) } }
export const FilteredEs: Story = { ...Filtered, ...es }
export const Empty: Story = { args: { messages: [] } }
export const EmptyEs: Story = { ...Empty, ...es }
export const ApiDown: Story = { args: { messages: [], error: 'ECONNREFUSED' } }
export const ApiDownEs: Story = { ...ApiDown, ...es }
export const FailedJobs: Story = { args: { deadJobs: { jobs: deadJobs } } }
export const FailedJobsEs: Story = { ...FailedJobs, ...es }
export const JobRetried: Story = { args: { deadJobs: { jobs: [], retried: { id: 41, ok: true } } } }
export const JobRetriedEs: Story = { ...JobRetried, ...es }
