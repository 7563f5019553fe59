import { EventEmitter } from 'node:events';
import type { Logger } from '@nestjs/common';
import { reportRedisOutages } from './redis-connection';

describe('reportRedisOutages', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' });

  it('logs one warning per outage however many reconnect attempts fail, and one line when Redis is back', () => {
    const client = new EventEmitter();
    const logger = { warn: jest.fn(), log: jest.fn(), error: jest.fn() };
    reportRedisOutages(client, client, `test-${Math.random()}`, logger as unknown as Logger);

    for (let i = 0; i < 50; i++) client.emit('error', refused());
    expect(logger.warn).toHaveBeenCalledTimes(1);
    client.emit('ready');
    client.emit('ready');
    expect(logger.log).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) client.emit('error', refused());
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps a client that emits errors from crashing the process (the listener is there)', () => {
    const client = new EventEmitter();
    reportRedisOutages(client, client, `test-${Math.random()}`, { warn: jest.fn(), log: jest.fn(), error: jest.fn() } as unknown as Logger);
    expect(() => client.emit('error', refused())).not.toThrow();
  });

  it('logs other errors as errors', () => {
    const client = new EventEmitter();
    const logger = { warn: jest.fn(), log: jest.fn(), error: jest.fn() };
    reportRedisOutages(client, client, `test-${Math.random()}`, logger as unknown as Logger);
    client.emit('error', new Error('NOSCRIPT No matching script'));
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
