import { parseShowStat } from './bench-fleet'

// The head of HAProxy 2.x's `show stat` answer (the columns after `status` cut short).
const SHOW_STAT = [
  '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight,',
  'api,FRONTEND,,,3,9,4096,812,1,2,0,0,0,,,,,OPEN,,',
  'api_replicas,api-1,0,0,2,5,,400,1,2,,0,,0,0,0,0,UP,1,',
  'api_replicas,api-2,0,0,0,4,,398,1,2,,0,,3,0,1,1,DOWN,1,',
  'api_replicas,BACKEND,0,0,2,9,410,798,1,2,0,0,,3,0,1,1,UP,1,',
  '',
].join('\n')

describe('parseShowStat', () => {
  it('reads each server’s state, requests in flight and sessions so far', () => {
    const rows = parseShowStat(SHOW_STAT)
    expect(rows.find((r) => r.server === 'api-1')).toEqual({
      proxy: 'api_replicas',
      server: 'api-1',
      status: 'UP',
      current: 2,
      total: 400,
    })
    expect(rows.find((r) => r.server === 'api-2')).toMatchObject({ status: 'DOWN', current: 0 })
    expect(rows).toHaveLength(4)
  })

  it('refuses an answer that is not a stat table', () => {
    expect(() => parseShowStat('Unknown command\n')).toThrow('not a show stat answer')
  })
})
