import pino from 'pino'

/** One logger for the api, jobs and scripts. Never log secrets or tokens. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.token',
      '*.session_token',
      '*.session_jwt',
    ],
    censor: '[redacted]',
  },
  base: undefined,
})

export type Logger = typeof logger
