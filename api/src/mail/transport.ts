import nodemailer, { type Transporter } from 'nodemailer'

let cached: { url: string; transporter: Transporter } | undefined

/** One nodemailer transport per SMTP_URL, created on first use. */
export function smtpTransport(url: string): Transporter {
  if (cached?.url !== url) {
    cached = { url, transporter: nodemailer.createTransport(url) }
  }
  return cached.transporter
}
