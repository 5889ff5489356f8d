import { Suspense } from 'react'

async function Later() {
  await new Promise((resolve) => setTimeout(resolve, 50))
  return <p id="streamed">Streamed after the shell</p>
}

export default function Home() {
  return (
    <>
      <h1>Excavators for sale</h1>
      <Suspense fallback={<p>Loading</p>}>
        <Later />
      </Suspense>
    </>
  )
}
