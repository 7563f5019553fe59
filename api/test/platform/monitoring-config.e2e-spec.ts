import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/config/app-config';
import { declaredNames } from '../helpers/prometheus-text';
import { createTestApp, hasRedis } from '../helpers/test-app';
import { freePort } from '../helpers/redis-server';

/**
 * Docker cannot run here: the monitoring profile is checked by reading its files. The
 * compose file, the Prometheus config and Grafana's provisioning must agree with each
 * other, and every metric a dashboard panel queries must be one /api/metrics (or a
 * worker's /metrics, the same registry) really exposes.
 */
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const yamlOf = (path: string) => parse(read(path));

interface ComposeService {
  profiles?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  secrets?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
}
const compose = yamlOf('docker-compose.yml') as {
  services: Record<string, ComposeService>;
  secrets: Record<string, { environment?: string }>;
  'x-app-env': Record<string, string>;
};
const prometheus = yamlOf('ops/prometheus/prometheus.yml') as {
  scrape_configs: {
    job_name: string;
    metrics_path: string;
    authorization?: { type: string; credentials_file: string };
    static_configs?: { targets: string[] }[];
    dns_sd_configs?: { names: string[]; type: string; port: number }[];
  }[];
};
const dashboard = JSON.parse(read('ops/grafana/dashboards/ledgerleaf.json')) as {
  panels: { title: string; datasource: { uid: string }; targets: { expr: string; datasource: { uid: string } }[] }[];
};

/** A bind mount `./host:container[:ro]` as its two paths. */
function bindMount(service: ComposeService, containerPath: string): string {
  const mount = (service.volumes ?? []).map((v) => v.split(':')).find(([, target]) => target === containerPath);
  if (!mount) throw new Error(`no mount at ${containerPath}`);
  return mount[0];
}

const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'offset', 'bool', 'inf', 'nan']);

/** The metric names a PromQL expression selects: not functions, labels, keywords, strings or ranges. */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/(?<![a-zA-Z0-9_:.])[a-zA-Z_:][a-zA-Z0-9_:]*(?!\s*\(|[a-zA-Z0-9_:])/g)]
    .map((m) => m[0])
    .filter((word) => !PROMQL_WORDS.has(word.toLowerCase()));
}

describe('monitoring profile files', () => {
  it('reads metric names out of PromQL, leaving functions, labels and ranges aside', () => {
    expect(metricNamesIn('histogram_quantile(0.95, sum by (route, le) (rate(a_bucket{status=~"5.."}[$__rate_interval])))')).toEqual(['a_bucket']);
    expect(metricNamesIn('max by (job, instance) (b) / on (job) c offset 5m')).toEqual(['b', 'c']);
  });

  it('starts Prometheus and Grafana only under the monitoring profile', () => {
    expect(compose.services.prometheus.profiles).toEqual(['monitoring']);
    expect(compose.services.grafana.profiles).toEqual(['monitoring']);
    for (const name of ['postgres', 'redis', 'api', 'worker'])
      expect({ name, profiles: compose.services[name].profiles }).toEqual({ name, profiles: undefined });
  });

  it('provisions both from files that exist in the repository', () => {
    const config = bindMount(compose.services.prometheus, '/etc/prometheus/prometheus.yml');
    expect(config).toBe('./ops/prometheus/prometheus.yml');
    const provisioning = bindMount(compose.services.grafana, '/etc/grafana/provisioning');
    const dashboards = bindMount(compose.services.grafana, '/var/lib/grafana/dashboards');
    for (const path of [config, provisioning, dashboards]) expect({ path, exists: existsSync(join(REPO_ROOT, path)) }).toEqual({ path, exists: true });

    const datasource = yamlOf(join(provisioning, 'datasources', 'prometheus.yml')).datasources[0];
    expect(datasource).toMatchObject({ type: 'prometheus', url: 'http://prometheus:9090' });
    const provider = yamlOf(join(provisioning, 'dashboards', 'ledgerleaf.yml')).providers[0];
    expect(provider.options.path).toBe('/var/lib/grafana/dashboards');
    expect(existsSync(join(REPO_ROOT, dashboards, 'ledgerleaf.json'))).toBe(true);
    for (const panel of dashboard.panels) {
      expect({ panel: panel.title, uid: panel.datasource.uid }).toEqual({ panel: panel.title, uid: datasource.uid });
      for (const target of panel.targets) expect(target.datasource.uid).toBe(datasource.uid);
    }
  });

  it('scrapes the API and every worker replica with the token, on the ports they serve', () => {
    const api = prometheus.scrape_configs.find((c) => c.job_name === 'ledgerleaf-api')!;
    const worker = prometheus.scrape_configs.find((c) => c.job_name === 'ledgerleaf-worker')!;
    expect(api.metrics_path).toBe('/api/metrics');
    const apiContainerPort = compose.services.api.ports![0].split(':').at(-1);
    expect(api.static_configs![0].targets).toEqual([`api:${apiContainerPort}`]);
    expect(worker.metrics_path).toBe('/metrics');
    expect(worker.dns_sd_configs![0]).toMatchObject({ names: ['worker'], type: 'A', port: Number(compose.services.worker.environment!.WORKER_METRICS_PORT) });

    // The token: from the environment into a compose secret, read by Prometheus as a file.
    expect(compose['x-app-env'].METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?/);
    expect(compose.secrets.metrics_token).toEqual({ environment: 'METRICS_TOKEN' });
    expect(compose.services.prometheus.secrets).toContain('metrics_token');
    for (const job of [api, worker]) expect(job.authorization).toEqual({ type: 'Bearer', credentials_file: '/run/secrets/metrics_token' });
  });
});

(hasRedis() ? describe : describe.skip)('monitoring profile against the real application', () => {
  const TOKEN = 'monitoring-config-token-0123456789abcdef';
  let app: NestExpressApplication;
  let workerPort: number;

  beforeAll(async () => {
    workerPort = await freePort();
    // A worker app: the job metrics are registered, as in a worker replica.
    app = await createTestApp({ worker: true, env: { METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: String(workerPort) } });
  });
  afterAll(() => app.close());

  it('queries in every dashboard panel only metrics that /api/metrics exposes', async () => {
    const exposed = declaredNames((await request(app.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text);
    const used = new Set<string>();
    for (const panel of dashboard.panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets) {
        const names = metricNamesIn(expr);
        expect({ panel: panel.title, expr, some: names.length > 0 }).toEqual({ panel: panel.title, expr, some: true });
        for (const name of names) {
          expect({ panel: panel.title, name, exposed: exposed.has(name) }).toEqual({ panel: panel.title, name, exposed: true });
          used.add(name);
        }
      }
    }
    // And the dashboard shows every figure of ours, and the event-loop delay.
    const families = [...exposed].filter((name) => name.startsWith('ledgerleaf_') && !/_(bucket|sum|count)$/.test(name) && !exposed.has(`${name}_bucket`));
    const histograms = [...exposed].filter((name) => name.startsWith('ledgerleaf_') && exposed.has(`${name}_bucket`) && !/_(bucket|sum|count)$/.test(name));
    for (const name of families) expect({ name, shown: used.has(name) }).toEqual({ name, shown: true });
    for (const name of histograms) expect({ name, shown: used.has(`${name}_bucket`) }).toEqual({ name, shown: true });
    expect(used).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it("uses health checks the API and the worker answer: the API's readiness, the worker's liveness", async () => {
    const apiCheck = compose.services.api.healthcheck!.test.join(' ');
    const workerCheck = compose.services.worker.healthcheck!.test.join(' ');
    expect(apiCheck).toContain('http://127.0.0.1:3000/api/health/ready');
    const workerPath = `:${compose.services.worker.environment!.WORKER_METRICS_PORT}/health/live`;
    expect(workerCheck).toContain(`http://127.0.0.1${workerPath}`);
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect((await fetch(`http://127.0.0.1:${workerPort}/health/live`)).status).toBe(200);
  });
});
