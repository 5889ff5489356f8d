import net from 'node:net'

export interface ReceivedMail {
  to: string[]
  data: string
}

export interface FakeSmtp {
  url: string
  /** Every message whose DATA the server acknowledged (250), in order. */
  received: ReceivedMail[]
  /** Resolves when the first message's DATA has arrived and is being held (a send in flight). */
  firstInFlight: Promise<void>
  /** Acknowledge the held first message (and every later one at once). */
  release(): void
  close(): Promise<void>
}

/**
 * A minimal SMTP server on a free local port (no TLS, no auth) that holds its answer to the first
 * message until `release()`: a test can keep a mail send, and so a job, in flight for as long as
 * it needs, then let it finish. Enough of RFC 5321 for nodemailer. `port`: come back on the port of
 * a server that was down (a free port otherwise).
 */
export async function startFakeSmtp(opts: { port?: number } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = []
  let release!: () => void
  const released = new Promise<void>((r) => (release = r))
  let markInFlight!: () => void
  const firstInFlight = new Promise<void>((r) => (markInFlight = r))
  let messages = 0
  const sockets = new Set<net.Socket>()

  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.setEncoding('utf8')
    let buffer = ''
    let closed = false
    const lines: string[] = []
    let wake: (() => void) | null = null
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        lines.push(buffer.slice(0, i))
        buffer = buffer.slice(i + 2)
      }
      wake?.()
    })
    socket.on('close', () => {
      closed = true
      sockets.delete(socket)
      wake?.()
    })
    socket.on('error', () => undefined)
    const reply = (line: string) => {
      if (!closed) socket.write(`${line}\r\n`)
    }
    const next = async (): Promise<string | null> => {
      while (!lines.length && !closed) await new Promise<void>((r) => (wake = r))
      wake = null
      return lines.shift() ?? null
    }
    void (async () => {
      reply('220 fake-smtp ready')
      let to: string[] = []
      for (;;) {
        const line = await next()
        if (line === null) return
        const verb = line.split(' ')[0].toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp')
        else if (verb === 'MAIL') {
          to = []
          reply('250 OK')
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 OK')
        } else if (verb === 'DATA') {
          reply('354 End data with <CR><LF>.<CR><LF>')
          const body: string[] = []
          for (;;) {
            const l = await next()
            if (l === null) return
            if (l === '.') break
            body.push(l.startsWith('..') ? l.slice(1) : l)
          }
          if (++messages === 1) {
            markInFlight()
            await released
          }
          if (closed) return
          received.push({ to, data: body.join('\n') })
          reply('250 OK queued')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
          return
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK')
        else reply('502 Command not implemented')
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    firstInFlight,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release()
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
