import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import { Gallery } from './Gallery'
import { galleryImage, packImages, type GalleryImage, type GalleryLabels } from './gallery-types'

const image = (n: number): GalleryImage => ({
  url: `http://api.test/media/m/p${n}-800.webp`,
  width: 1600,
  height: 1200,
  alt: `Excavator, view ${n}`,
  isIllustration: false,
  sizes: [
    { width: 400, url: `http://api.test/media/m/p${n}-400.webp` },
    { width: 1600, url: `http://api.test/media/m/p${n}-1600.webp` },
    { width: 800, url: `http://api.test/media/m/p${n}-800.webp` },
  ],
})

const labels: GalleryLabels = {
  region: 'Photos',
  dialog: 'Photos of 2022 Komatsu WA600-8',
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  download: 'Download photo',
  counter: 'Photo {{n}} of {{total}}',
  open: 'Open photo {{n}} of {{total}} full screen',
  viewAll: 'View all 4 photos',
  illustration: 'Illustration',
  noPhoto: 'Photos coming soon',
  hint: 'Use the arrow keys',
}

const images = [1, 2, 3, 4].map(image)
const counter = () => within(screen.getByRole('dialog')).getByText(/^Photo \d of 4$/)
const shown = () => within(screen.getByRole('dialog')).getByRole('img')

describe('Gallery', () => {
  it("crops the cover and the thumbnails around each photo's focal point (issue 36)", () => {
    const focused = images.map((img, i) =>
      i === 0 ? { ...img, focus: '20% 80%' } : i === 2 ? { ...img, focus: '70% 10%' } : img,
    )
    const { container } = renderWithI18n(
      <Gallery images={focused} stockNumber="9614943" labels={labels} />,
    )
    const [cover, second, third] = container.querySelectorAll('img')
    expect(cover).toHaveStyle({ objectPosition: '20% 80%' })
    expect(second).not.toHaveAttribute('style')
    expect(third).toHaveStyle({ objectPosition: '70% 10%' })
  })

  it('carries a focal point to the page only when it is off the centre', () => {
    expect(galleryImage({ ...image(1), focalX: 50, focalY: 50 })).not.toHaveProperty('focus')
    expect(galleryImage({ ...image(1), focalX: 33, focalY: 90 }).focus).toBe('33% 90%')
  })

  it('links every photo to its largest size (it works without JavaScript)', () => {
    renderWithI18n(<Gallery images={images} stockNumber="9614943" labels={labels} />)
    expect(screen.getByRole('link', { name: 'Open photo 3 of 4 full screen' })).toHaveAttribute(
      'href',
      'http://api.test/media/m/p3-1600.webp',
    )
  })

  it('opens the lightbox at the chosen photo and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Gallery images={images} stockNumber="9614943" labels={labels} />)
    await user.click(screen.getByRole('link', { name: 'Open photo 2 of 4 full screen' }))
    expect(
      screen.getByRole('dialog', { name: 'Photos of 2022 Komatsu WA600-8' }),
    ).toBeInTheDocument()
    expect(counter()).toHaveTextContent('Photo 2 of 4')
    expect(shown()).toHaveAttribute('alt', 'Excavator, view 2')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(counter()).toHaveTextContent('Photo 3 of 4')
    await user.keyboard('{End}')
    expect(counter()).toHaveTextContent('Photo 4 of 4')
    await user.keyboard('{ArrowRight}')
    expect(counter()).toHaveTextContent('Photo 1 of 4')
    await user.keyboard('{ArrowLeft}')
    expect(counter()).toHaveTextContent('Photo 4 of 4')
    await user.keyboard('{Home}')
    expect(counter()).toHaveTextContent('Photo 1 of 4')
    await user.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(shown()).toHaveAttribute('src', 'http://api.test/media/m/p2-1600.webp')
  })

  it('closes on Esc and gives focus back to what opened it', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Gallery images={images} stockNumber="9614943" labels={labels} />)
    const opener = screen.getByRole('button', { name: 'View all 4 photos' })
    await user.click(opener)
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('keeps Tab inside the lightbox', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Gallery images={images} stockNumber="9614943" labels={labels} />)
    await user.click(screen.getByRole('button', { name: 'View all 4 photos' }))
    const dialog = screen.getByRole('dialog')
    const controls = within(dialog)
      .getAllByRole('link')
      .concat(within(dialog).getAllByRole('button'))
    for (let i = 0; i < controls.length + 2; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('moves on a swipe, not on a tap', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Gallery images={images} stockNumber="9614943" labels={labels} />)
    await user.click(screen.getByRole('button', { name: 'View all 4 photos' }))
    const stage = shown().parentElement as HTMLElement
    fireEvent.touchStart(stage, { touches: [{ clientX: 300 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120 }] })
    expect(counter()).toHaveTextContent('Photo 2 of 4')
    fireEvent.touchStart(stage, { touches: [{ clientX: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 300 }] })
    expect(counter()).toHaveTextContent('Photo 1 of 4')
    fireEvent.touchStart(stage, { touches: [{ clientX: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 110 }] })
    expect(counter()).toHaveTextContent('Photo 1 of 4')
  })

  it('downloads the shown photo in full size through the site', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Gallery images={images} stockNumber="9614943" labels={labels} />)
    await user.click(screen.getByRole('link', { name: 'Open photo 3 of 4 full screen' }))
    const href = screen.getByRole('link', { name: 'Download photo' }).getAttribute('href') ?? ''
    const url = new URL(href, 'http://web.test')
    expect(url.pathname).toBe('/api/photo')
    expect(url.searchParams.get('src')).toBe('http://api.test/media/m/p3-1600.webp')
    expect(url.searchParams.get('name')).toBe('9614943-photo-3')
  })

  it('says photos are coming when there are none', () => {
    renderWithI18n(<Gallery images={[]} stockNumber="1" labels={labels} />)
    expect(screen.getByText('Photos coming soon')).toBeInTheDocument()
  })

  it('shows the same photos from URLs sent without the folder they share (issue 18)', () => {
    const packed = packImages(images)
    expect(packed.base).toBe('http://api.test/media/m/')
    expect(JSON.stringify(packed.images)).not.toContain('http://api.test')
    const { container, unmount } = renderWithI18n(
      <Gallery {...packed} stockNumber="9614943" labels={labels} />,
    )
    const html = container.innerHTML
    unmount()
    const whole = renderWithI18n(<Gallery images={images} stockNumber="9614943" labels={labels} />)
    expect(html).toBe(whole.container.innerHTML)
    expect(packImages([]).base).toBe('')
  })
})
