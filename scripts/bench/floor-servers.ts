/**
 * bench:bids-floor's two reference servers, each run as a process of its own
 * (`tsx scripts/bench/floor-servers.ts bare|yoga`; prints `LISTENING <port>`):
 * - bare: Fastify answering POST /graphql with a fixed JSON body (the HTTP floor);
 * - yoga: Fastify with the api's security headers and CORS (`registerHttpSecurity`), and GraphQL
 *   Yoga with the api's limit plugins (graphql-armor and the operation limits) mounted as
 *   server.ts mounts it, answering a no-op mutation with placeBid's arguments and answer shape.
 * Neither reads a session or a database: what is left of a bid's cost above them is ours.
 */
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { createSchema, createYoga } from 'graphql-yoga'
import { graphqlLimitPlugins } from '../../api/src/graphql/limits'
import { envSchema } from '../../api/src/lib/env'
import { registerHttpSecurity } from '../../api/src/lib/http-security'

const ANSWER = { data: { placeBid: { accepted: true, currentBidCents: 100000 } } }

const typeDefs = /* GraphQL */ `
  type Query {
    ok: Boolean!
  }
  type NoopBidResult {
    accepted: Boolean!
    currentBidCents: Int!
  }
  type Mutation {
    placeBid(lotId: ID!, maxBidCents: Int!, idempotencyKey: String!): NoopBidResult!
  }
`

async function main(kind: string) {
  const app = Fastify({ logger: false })
  if (kind === 'bare') {
    app.post('/graphql', (_req, reply) => reply.send(ANSWER))
  } else if (kind === 'yoga') {
    const env = envSchema.parse({
      NODE_ENV: 'production',
      STYTCH_PROJECT_ID: 'bench',
      STYTCH_SECRET: 'bench',
      STYTCH_PUBLIC_TOKEN: 'public-token-bench',
    })
    await registerHttpSecurity(app, env)
    const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
      schema: createSchema({
        typeDefs,
        resolvers: {
          Query: { ok: () => true },
          Mutation: { placeBid: () => ANSWER.data.placeBid },
        },
      }),
      graphqlEndpoint: '/graphql',
      landingPage: false,
      graphiql: false,
      cors: false,
      logging: false,
      plugins: graphqlLimitPlugins({ production: true }),
    })
    app.route({
      url: '/graphql',
      method: ['POST'],
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
        response.headers.forEach((value, key) => {
          if (!key.startsWith('access-control-')) reply.header(key, value)
        })
        reply.status(response.status)
        reply.send(response.body)
        return reply
      },
    })
  } else {
    throw new Error(`floor-servers: bare or yoga, not ${kind}`)
  }
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`)
}

main(process.argv[2] ?? '').catch((err) => {
  console.error(err)
  process.exit(1)
})
