import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '@/i18n/settings'
import { VideoList } from './VideoList'

/* Issue 36, defect 1: a listing's YouTube and Vimeo links play in a click-to-load frame. */
const YT = 'dQw4w9WgXcQ'
const video = (url: string, title = 'Walk-around') => ({
  url,
  title,
  posterUrl: null,
  durationSeconds: null,
})

function show(videos: Array<ReturnType<typeof video>>, locale: Locale = 'en') {
  return render(
    <VideoList locale={locale} videos={videos} listingTitle="2019 Caterpillar 336F L" />,
  )
}

describe('a listing’s videos', () => {
  it('loads a YouTube video from the privacy-enhanced domain only when asked', async () => {
    const { container } = show([video(`https://www.youtube.com/watch?v=${YT}`)])
    // The player is its own chunk (VideoEmbedLazy): it appears once loaded, and only then can
    // the absence of a frame say anything (before, nothing at all is rendered there).
    const play = await screen.findByRole('button', { name: 'Play video: Walk-around (YouTube)' })
    expect(container.querySelector('video')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
    expect(play.parentElement?.querySelector('img')).toHaveAttribute(
      'src',
      `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`,
    )
    play.focus()
    await userEvent.keyboard('{Enter}')
    const frame = screen.getByTitle('Walk-around')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${YT}\\?`),
    )
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('allow', expect.stringContaining('autoplay'))
    expect(frame).toHaveFocus()
  })

  it('shows a Vimeo video behind a neutral poster naming the machine, in Spanish', async () => {
    const { container } = show([video('https://vimeo.com/76979871', 'Arranque')], 'es')
    const play = await screen.findByRole('button', { name: 'Reproducir video: Arranque (Vimeo)' })
    expect(container.querySelector('iframe')).toBeNull()
    expect(play.parentElement?.querySelector('img')).toBeNull()
    expect(within(play.parentElement!).getByText('2019 Caterpillar 336F L')).toBeInTheDocument()
    // The button's name holds its visible text (axe label-content-name-mismatch).
    expect(play).toHaveTextContent(/^Reproducir video$/)
    await userEvent.click(play)
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
    )
  })

  it('plays an .mp4 file in the browser’s own player, fetched only on play', () => {
    const { container } = show([video('https://cdn.example.com/walk.mp4')])
    const player = container.querySelector('video')!
    expect(player).toHaveAttribute('controls')
    expect(player).toHaveAttribute('preload', 'none')
    expect(player.querySelector('source')).toHaveAttribute(
      'src',
      'https://cdn.example.com/walk.mp4',
    )
  })

  it('shows nothing for a stored link that cannot play, and the rest still', async () => {
    const { container } = show([
      video('https://www.youtube.com/@caterpillar', 'Channel'),
      video('javascript:alert(1)', 'Script'),
      video('https://cdn.example.com/old.webm', 'Old'),
      video(`https://youtu.be/${YT}`, 'Good'),
    ])
    // The one that plays, once its player has loaded; the others never appear.
    await screen.findByRole('button', { name: 'Play video: Good (YouTube)' })
    expect(screen.queryByText('Channel')).toBeNull()
    expect(screen.queryByText('Script')).toBeNull()
    expect(screen.queryByText('Old')).toBeNull()
    expect(container.querySelectorAll('li')).toHaveLength(1)
    expect(container.querySelector('video')).toBeNull()
  })

  it('shows no list when no link can play', () => {
    const { container } = show([video('https://example.com/page.html')])
    expect(container).toBeEmptyDOMElement()
  })
})
