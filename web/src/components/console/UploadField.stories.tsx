import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { inContainer } from '@/stories/locale'
import { UploadField } from './UploadField'

/** The media manager's upload piece: a real button and a drop zone, with each file's progress. */
const meta = {
  title: 'Console/UploadField',
  component: UploadField,
  decorators: [inContainer],
  args: {
    texts: {
      label: 'Add photos',
      hint: 'JPEG, PNG, WebP or AVIF, up to 20 MB each, 40 photos at most.',
      choose: 'Choose photos',
      drop: 'or drop them here',
      uploading: 'Uploading',
      done: 'Uploaded',
      failed: 'Not uploaded',
      tooLarge: '{{name}} is over 20 MB',
    },
    accept: 'image/jpeg,image/png,image/webp,image/avif',
    multiple: true,
    maxBytes: 20 * 1024 * 1024,
    url: () => '/api/storybook/upload',
  },
} satisfies Meta<typeof UploadField>
export default meta
type Story = StoryObj<typeof meta>

export const Photos: Story = {}
export const Disabled: Story = { args: { disabled: true } }
