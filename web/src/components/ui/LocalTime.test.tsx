import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { formatDateTime, LocalTime } from './LocalTime'

describe('LocalTime (issue 36): a moment in the viewer’s time zone, with its time of day', () => {
  const iso = '2026-12-07T15:04:00.000Z'

  it('is rendered in UTC by the server, saying so', () => {
    expect(renderToString(<LocalTime iso={iso} locale="es" />)).toMatch(
      /7 dic 2026, 3:04\sp\.\s?m\.\sUTC/,
    )
  })

  it('is written in the browser’s own zone once it runs', () => {
    render(<LocalTime iso={iso} locale="en" />)
    const time = screen.getByText(formatDateTime(iso, 'en'))
    expect(time).toHaveAttribute('datetime', iso)
    expect(time.textContent).toMatch(/\d{1,2}:04/)
    expect(formatDateTime(iso, 'en', 'America/Chicago')).toMatch(/Dec 7, 2026, 9:04\sAM CST/)
  })
})
