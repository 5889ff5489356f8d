import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { photos } from '@/fixtures/equipment'
import { inContainer } from '@/stories/locale'
import { PhotoOrder } from './PhotoOrder'

const pictures = photos('2021 Caterpillar 320', 4)

/**
 * The media manager's photo order (issue 36): drag a tile by its Move handle, or focus the handle,
 * Space, arrows, Space (Escape puts it back); a live region says each place.
 */
const meta = {
  title: 'Console/PhotoOrder',
  component: PhotoOrder,
  decorators: [inContainer],
  args: {
    items: pictures.map((p, i) => ({
      id: String(i + 1),
      n: i + 1,
      content: <img src={p.url} alt={p.alt} width={p.width} height={p.height} />,
    })),
    action: () => {},
    hidden: { locale: 'en', console: 'admin', stockNumber: 'IY-1' },
    texts: {
      handle: 'Move',
      handleLabel: 'Move photo {{n}}',
      instructions:
        'To change the order, drag a photo by its Move button; or focus the button, press Space to pick the photo up, the arrow keys to move it and Space again to drop it (Escape puts it back).',
      grabbed: 'Photo {{n}} picked up: place {{position}} of {{total}}.',
      moved: 'Place {{position}} of {{total}}.',
      dropped: 'Photo {{n}} dropped at place {{position}} of {{total}}. Saving…',
      cancelled: 'Move cancelled: photo {{n}} is at place {{position}}.',
    },
  },
} satisfies Meta<typeof PhotoOrder>
export default meta
type Story = StoryObj<typeof meta>

export const FourPhotos: Story = {}
