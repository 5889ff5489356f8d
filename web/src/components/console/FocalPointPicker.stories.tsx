import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { photos } from '@/fixtures/equipment'
import { inContainer } from '@/stories/locale'
import { FocalPointPicker } from './FocalPointPicker'

const [picture] = photos('2021 Caterpillar 320', 1)

/** A photo's focal point (issue 36): click or tap the photo, or type two percentages. */
const meta = {
  title: 'Console/FocalPointPicker',
  component: FocalPointPicker,
  decorators: [inContainer],
  args: {
    src: picture.url,
    alt: picture.alt,
    focalX: 50,
    focalY: 50,
    action: () => {},
    hidden: { locale: 'en', console: 'admin', stockNumber: 'IY-1', photoId: '1' },
    texts: {
      help: 'Click or tap the part of the photo that must stay in view when the site crops it, or type it as percentages.',
      x: 'Across (% from the left)',
      y: 'Down (% from the top)',
      previews: 'How the crops will look:',
      wide: 'Wide crop',
      square: 'Square crop',
      save: 'Save focal point',
    },
  },
} satisfies Meta<typeof FocalPointPicker>
export default meta
type Story = StoryObj<typeof meta>

export const Centred: Story = {}
export const Refused: Story = {
  args: { focalX: 20, focalY: 80, errors: { focalY: 'Enter a percentage from 0 to 100' } },
}
