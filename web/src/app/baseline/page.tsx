import { notFound } from 'next/navigation'

export const dynamic = 'force-dynamic'

export default function BaselinePage() {
  if (process.env.IRONYARD_BENCH !== '1') notFound()
  return <h1>Baseline</h1>
}
