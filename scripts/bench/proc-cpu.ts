/**
 * CPU time of processes, read from Linux's /proc (bench:bids-floor): user + system time of a pid
 * (`/proc/<pid>/stat` fields 14 and 15, in clock ticks), of a set of pids, and the pids of a
 * process started with a given environment variable (the api and the worker bench:bids starts:
 * tsx's wrapper and the node process it runs). A PostgreSQL backend is a process too: its pid is
 * what `pg_backend_pid()` answers.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** CPU milliseconds (user + system) a process has used, or null when it is gone. */
export function pidCpuMs(pid: number): number | null {
  let stat: string
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  // The command name (field 2) is in parentheses and may hold spaces: count after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / TICKS_PER_S
}

/** CPU milliseconds of each pid still alive. */
export function cpuOf(pids: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>()
  for (const pid of pids) {
    const ms = pidCpuMs(pid)
    if (ms !== null) out.set(pid, ms)
  }
  return out
}

/**
 * CPU used between two readings, summed: a pid that appeared in between counts from its start
 * (0); one gone by the second reading is not counted (its last ticks are lost).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0)
  return sum
}

/** Pids of this user's processes whose command line holds `cmdPart` and environment `envEntry`. */
export function pidsWith(cmdPart: string, envEntry: string): number[] {
  const out: number[] = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const cmd = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8')
      if (!cmd.includes(cmdPart)) continue
      const env = fs.readFileSync(`/proc/${name}/environ`, 'utf8').split('\0')
      if (env.includes(envEntry)) out.push(Number(name))
    } catch {
      // gone, or another user's
    }
  }
  return out
}
