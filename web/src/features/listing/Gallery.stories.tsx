import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { photos } from '@/fixtures/equipment'
import { es, storyLocale } from '@/stories/locale'
import { Gallery } from './Gallery'
import { galleryLabels } from './gallery-labels'

const TITLE = '2022 Komatsu WA600-8'

const meta = {
  title: 'Equipment/Gallery',
  component: Gallery,
  args: {
    images: photos(TITLE),
    stockNumber: '9614943',
    labels: galleryLabels('en', { title: TITLE, images: photos(TITLE) }),
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 640 }}>
      <Gallery
        {...args}
        labels={galleryLabels(storyLocale(globals), { title: TITLE, images: args.images })}
      />
    </div>
  ),
} satisfies Meta<typeof Gallery>
export default meta
type Story = StoryObj<typeof meta>

export const Photos: Story = {}
export const PhotosEs: Story = { ...es }
/** The lightbox open on the second photo (arrow keys, swipe, Esc; download in the bar). */
export const Lightbox: Story = { args: { initialOpenIndex: 1 } }
export const LightboxEs: Story = { ...Lightbox, ...es }
export const OnePhoto: Story = { args: { images: photos(TITLE, 1) } }
export const OnePhotoEs: Story = { ...OnePhoto, ...es }
export const NoPhotos: Story = { args: { images: [] } }
export const NoPhotosEs: Story = { ...NoPhotos, ...es }
