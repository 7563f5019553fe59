import { Injectable, Optional } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { MetricsRegistry } from '../../common/metrics/metrics.registry';

/** OpenAI tokens this process spent (all clients together: a client's share is in ai_token_usage, never in a label). */
@Injectable()
export class AiUsageMetrics {
  private readonly tokens?: Counter<'kind'>;
  private readonly requests?: Counter;

  // Absent where categorization runs without the application's metrics (the seed CLI).
  constructor(@Optional() metrics?: MetricsRegistry) {
    if (!metrics) return;
    this.tokens = metrics.counter({
      name: 'ledgerleaf_ai_tokens_total',
      help: 'OpenAI tokens used by categorization, by kind: prompt, completion, and cached (the part of prompt served from the cache)',
      labelNames: ['kind'],
    });
    this.requests = metrics.counter({ name: 'ledgerleaf_ai_requests_total', help: 'OpenAI categorization requests answered' });
  }

  record(usage: { promptTokens: number; cachedTokens: number; completionTokens: number }): void {
    this.requests?.inc();
    this.tokens?.inc({ kind: 'prompt' }, usage.promptTokens);
    this.tokens?.inc({ kind: 'completion' }, usage.completionTokens);
    this.tokens?.inc({ kind: 'cached' }, usage.cachedTokens);
  }
}
