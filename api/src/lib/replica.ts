import os from 'node:os'
import { defaultReplicaId, ReplicaLifecycle, type ReplicaKind } from '@ironyard/contract/replica'
import type { Env } from './env'

/** This process as a replica: REPLICA_ID (set by `npm run fleet`) or `<kind>-<host>-<pid>`. */
export function createReplica(env: Pick<Env, 'REPLICA_ID'>, kind: ReplicaKind): ReplicaLifecycle {
  return new ReplicaLifecycle(
    env.REPLICA_ID ?? defaultReplicaId(kind, os.hostname(), process.pid),
    process.pid,
  )
}
