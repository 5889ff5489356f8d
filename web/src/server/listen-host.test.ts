import { webHostname } from './listen-host'

describe('webHostname (issue 31, finding 7a)', () => {
  it('listens on 127.0.0.1 outside production when nothing says where', () => {
    expect(webHostname({})).toBe('127.0.0.1')
    expect(webHostname({ NODE_ENV: 'development', HOST: '' })).toBe('127.0.0.1')
  })

  it('listens on every interface in production', () => {
    expect(webHostname({ NODE_ENV: 'production' })).toBeUndefined()
  })

  it('follows HOST, then HOSTNAME, in every mode', () => {
    expect(webHostname({ HOST: '0.0.0.0' })).toBe('0.0.0.0')
    expect(webHostname({ NODE_ENV: 'production', HOST: '10.0.0.7', HOSTNAME: 'web-1' })).toBe(
      '10.0.0.7',
    )
    expect(webHostname({ NODE_ENV: 'production', HOSTNAME: 'web-1' })).toBe('web-1')
  })
})
