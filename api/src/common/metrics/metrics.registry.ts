import { Injectable } from '@nestjs/common';
import {
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

/**
 * This process's metrics, in Prometheus' text format. One registry per application rather
 * than prom-client's global one: the test suites run several applications in one process,
 * and each must count only its own requests. Node's default metrics (CPU, memory, GC,
 * event-loop delay) are part of it. Our own names start with `ledgerleaf_`.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return new Counter({ ...config, registers: [this.registry] });
  }

  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
    return new Histogram({ ...config, registers: [this.registry] });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text; gauges read at this moment (queue depths, pool, outbox). */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }
}
