import { AppConfig } from '../config/app-config';
import { seedEnvironment } from './seed-environment';

describe('the seed environment', () => {
  it('leaves out every variable that would point the seed at a provider (OpenAI, the Bank of Canada), and keeps the rest', () => {
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      OPENAI_API_KEY: 'sk-test-stand-in',
      OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1',
      BANK_OF_CANADA_BASE_URL: 'http://127.0.0.1:4011/valet',
      SEED_CLIENT_EMAIL: 'demo@ledgerleaf.test',
    };
    const seeded = seedEnvironment(env);
    expect(seeded).toEqual({ NODE_ENV: 'development', DATABASE_URL: env.DATABASE_URL, REDIS_URL: env.REDIS_URL, SEED_CLIENT_EMAIL: env.SEED_CLIENT_EMAIL });
    expect(env.OPENAI_API_KEY).toBe('sk-test-stand-in');
    const config = AppConfig.fromEnvironment(seeded);
    expect(config.openai.apiKey).toBeUndefined();
    expect(config.bankOfCanada.baseUrl).toBeUndefined();
    expect(AppConfig.fromEnvironment(env).openai.apiKey).toBe('sk-test-stand-in');
  });
});
