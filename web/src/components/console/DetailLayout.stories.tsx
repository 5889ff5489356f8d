import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { inContainer } from '@/stories/locale'
import { Card } from './Card'
import { ConfirmStep } from './ConfirmStep'
import { DetailLayout } from './DetailLayout'
import { Notice } from './Notice'

async function noop() {}

/**
 * A record's page: the way back, what the last step did or why it failed, then its cards; a
 * step with consequences opens to say what it does before its one button.
 */
const meta = {
  title: 'Console/DetailLayout',
  component: DetailLayout,
  decorators: [inContainer],
  args: {
    back: { href: '/en/admin/equipment', label: 'All equipment' },
    done: 'The listing is published.',
    children: (
      <>
        <Card id="lifecycle" title="Lifecycle">
          <ConfirmStep
            summary="Mark sold"
            effect="The listing leaves search and its buyers are mailed."
            action={noop}
            hidden={{ stockNumber: 'IY-1001' }}
            confirm="Mark it sold"
            inline
          >
            <label>
              <span className="label">Sold on</span>
              <input className="input" type="date" name="soldOn" />
            </label>
          </ConfirmStep>
          <ConfirmStep
            summary="Duplicate"
            action={noop}
            hidden={{ stockNumber: 'IY-1001' }}
            confirm="Make a copy"
            secondary
          />
        </Card>
        <Card id="documents" title="Documents">
          <Notice tone="error" live={false}>
            Enter the inspection before its documents.
          </Notice>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof DetailLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Done: Story = {}
export const Failed: Story = {
  args: { done: undefined, failed: 'The step was refused: the price is missing.' },
}
