import { URL_HEADER } from './request-headers'
import { requestAnalyticsMeta, requestPath } from './request-path'

let requestHeaders: Headers | null = new Headers()
jest.mock('next/headers', () => ({
  headers: async () => {
    if (!requestHeaders) throw new Error('headers() was called outside a request scope')
    return requestHeaders
  },
}))

describe('the path of the page being rendered', () => {
  it('is the address the visitor asked for, without its query', async () => {
    requestHeaders = new Headers({ [URL_HEADER]: '/es/equipment?category=excavators&page=2' })
    expect(await requestPath()).toBe('/es/equipment')
    requestHeaders = new Headers({ [URL_HEADER]: '/?utm_source=spring' })
    expect(await requestPath()).toBe('/')
  })

  it('is unknown without the proxy’s header or outside a request', async () => {
    requestHeaders = new Headers()
    expect(await requestPath()).toBeNull()
    requestHeaders = null
    expect(await requestPath()).toBeNull()
  })

  it('is named by the page’s analytics tags', async () => {
    requestHeaders = new Headers({
      [URL_HEADER]: '/for-sale/2019-caterpillar-320-9614943?queryID=q',
    })
    expect(await requestAnalyticsMeta({ category: 'App', name: 'Equipment Details Page' })).toEqual(
      {
        'analytics:page-category': 'App',
        'analytics:page-name': 'Equipment Details Page',
        'analytics:page-path': '/for-sale/2019-caterpillar-320-9614943',
      },
    )
  })
})
