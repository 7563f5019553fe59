import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import Redis from 'ioredis';

/** The redis-server binary, as scripts/lib/services.mjs finds it; null when none. */
export function redisServerBinary(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/local/bin', '/usr/sbin']) {
    if (dir && existsSync(join(dir, 'redis-server'))) return join(dir, 'redis-server');
  }
  return null;
}

/** A port nothing listens on now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A private redis-server for a test that changes its settings or restarts it: never the
 * run's shared one. `args` are redis-server options; the data folder is kept across
 * `restart()` and removed by `remove()`.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;

  private constructor(
    readonly dir: string,
    private port: number,
    private readonly args: string[],
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(args: string[]): Promise<PrivateRedis> {
    const server = new PrivateRedis(mkdtempSync(join(tmpdir(), 'ledgerleaf-redis-')), await freePort(), args);
    await server.launch();
    return server;
  }

  private async launch(): Promise<void> {
    const binary = redisServerBinary();
    if (!binary) throw new Error('no redis-server binary');
    const child = spawn(binary, ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, ...this.args], { stdio: 'ignore' });
    this.child = child;
    const probe = new Redis(this.url, { lazyConnect: true, enableReadyCheck: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const deadline = Date.now() + 10_000;
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
        try {
          if (probe.status !== 'ready') await probe.connect();
          if ((await probe.ping()) === 'PONG') return;
        } catch {
          // not listening yet, or still loading its data
        }
        if (Date.now() > deadline) throw new Error('redis-server did not answer within 10 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      probe.disconnect();
    }
  }

  /** Ends the server: SIGKILL is a crash (nothing flushed beyond what it already wrote). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode) return;
    await new Promise((done) => {
      child.once('exit', done);
      child.kill(signal);
    });
  }

  /** Starts again on a new port with the same data folder. */
  async restart(): Promise<void> {
    await this.stop();
    this.port = await freePort();
    await this.launch();
  }

  async remove(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
