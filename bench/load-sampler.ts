// What the machine and the stack do during a load run, once a second (bench/load.ts): CPU of each process and
// of the whole machine, each instance's database pool and event-loop lag (its GET /metrics), and the run's
// PostgreSQL backends. These say what breaks first: the CPU, the pool (requests waiting for a connection),
// the database (backends waiting for locks), or the event loop.
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import type { LoadDatabase } from './load-stack'

export interface WatchedProcess {
  name: string
  pids: () => number[]
}

export interface InstanceMetrics {
  name: string
  port: number
  alive: () => boolean
}

export interface Sample {
  /** Seconds since the load began. */
  second: number
  /** The machine's CPU busy, 0-100 % of all cores. */
  machineBusy: number
  /** Each watched process's CPU over the last second, in % of one core. */
  cpu: Record<string, number>
  /** Each watched process's resident memory now, in MB (a group's processes summed). */
  rssMb: Record<string, number>
  /** Per instance: pool connections in use and requests waiting for one, event-loop lag p99 (ms). */
  instances: Record<string, { poolInUse: number; poolWaiting: number; loopLagP99Ms: number } | null>
  /** The run's PostgreSQL backends: running a statement, idle inside a transaction, waiting for a lock. */
  database: { active: number; idleInTransaction: number; lockWaits: number } | null
}

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat; 12 and 13 after the name.
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

/** A process's resident set in bytes (VmRSS of /proc/<pid>/status), 0 once it is gone. */
function processRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]
    return kb ? Number(kb) * 1024 : 0
  } catch {
    return 0
  }
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const values = line.trim().split(/\s+/).slice(1).map(Number)
  const total = values.reduce((a, b) => a + b, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: total - idle, total }
}

function scrape(port: number, token: string): Promise<string | null> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/metrics',
        headers: { authorization: `Bearer ${token}` },
        timeout: 900,
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve(res.statusCode === 200 ? body : null))
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(null))
    req.end()
  })
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  return line ? Number(line.slice(name.length + 1)) : Number.NaN
}

export class Sampler {
  readonly samples: Sample[] = []
  /** Each watched group's CPU time over the whole run, in s: divided by the requests, what one costs. */
  readonly cpuSeconds: Record<string, number> = {}
  /** Each watched group's highest resident memory over the run, in MB. */
  readonly peakRssMb: Record<string, number> = {}
  #timer: NodeJS.Timeout | null = null
  #lastPid = new Map<number, number>()
  #lastMachine = machineTicks()
  #lastAt = Date.now()
  #startedAt = Date.now()
  /** The run's PostgreSQL backends, from the last sample: their CPU is the database's work for this load. */
  #backendPids: number[] = []

  constructor(
    private readonly processes: WatchedProcess[],
    private readonly instances: InstanceMetrics[],
    private readonly metricsToken: string,
    private readonly database: LoadDatabase,
  ) {}

  async start(startedAt: number): Promise<void> {
    this.#startedAt = startedAt
    this.#backendPids = (await this.database.activity().catch(() => null))?.pids ?? []
    this.#read()
    this.#lastMachine = machineTicks()
    this.#lastAt = Date.now()
    this.#timer = setInterval(() => void this.#sample(), 1000)
  }

  /** Stops sampling after one last sample, so the CPU totals cover the whole run. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.#sample()
  }

  /**
   * Each watched group's CPU ticks since the last sample, pid by pid: a pid seen for the first time counts
   * from the next sample on, a pid gone is dropped.
   */
  #read(): Map<string, number> {
    const now = new Map<string, number>()
    const ticksNow = new Map<number, number>()
    const watched = [...this.processes, { name: 'PostgreSQL backends', pids: () => this.#backendPids }]
    for (const p of watched) {
      let delta = 0
      for (const pid of p.pids()) {
        const ticks = processTicks(pid)
        ticksNow.set(pid, ticks)
        delta += ticks - (this.#lastPid.get(pid) ?? ticks)
      }
      now.set(p.name, delta)
    }
    this.#lastPid = ticksNow
    return now
  }

  async #sample(): Promise<void> {
    const activity = await this.database.activity().catch(() => null)
    this.#backendPids = activity?.pids ?? this.#backendPids
    const at = Date.now()
    const elapsed = (at - this.#lastAt) / 1000
    const cpu: Record<string, number> = {}
    for (const [name, ticks] of this.#read()) {
      cpu[name] = Math.max(0, (ticks / TICKS_PER_SECOND / elapsed) * 100)
      this.cpuSeconds[name] = (this.cpuSeconds[name] ?? 0) + Math.max(0, ticks) / TICKS_PER_SECOND
    }
    const rssMb: Record<string, number> = {}
    for (const p of this.processes) {
      const mb = Math.round(p.pids().reduce((sum, pid) => sum + processRss(pid), 0) / 2 ** 20)
      rssMb[p.name] = mb
      this.peakRssMb[p.name] = Math.max(this.peakRssMb[p.name] ?? 0, mb)
    }
    const machine = machineTicks()
    const machineBusy =
      ((machine.busy - this.#lastMachine.busy) / Math.max(1, machine.total - this.#lastMachine.total)) * 100
    this.#lastMachine = machine
    this.#lastAt = at
    const instances: Sample['instances'] = {}
    await Promise.all(
      this.instances.map(async (instance) => {
        const text = instance.alive() ? await scrape(instance.port, this.metricsToken) : null
        instances[instance.name] = text
          ? {
              poolInUse:
                metric(text, 'database_pool_connections{state="total"}') -
                metric(text, 'database_pool_connections{state="idle"}'),
              poolWaiting: metric(text, 'database_pool_connections{state="waiting"}'),
              loopLagP99Ms: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
            }
          : null
      }),
    )
    this.samples.push({
      second: Math.round((at - this.#startedAt) / 1000),
      machineBusy,
      cpu,
      rssMb,
      instances,
      database: activity
        ? {
            active: activity.active,
            idleInTransaction: activity.idleInTransaction,
            lockWaits: activity.lockWaits,
          }
        : null,
    })
  }
}
