import { QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isServiceUnavailableError } from './service-unavailable';

describe('isServiceUnavailableError', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception class 08', withCode('08006')],
    ['a statement cancelled by statement_timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    [
      'TypeORM wrapping a statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { name: 'QueryFailedError', driverError: withCode('57014') }),
    ],
    ['a session ended by idle_in_transaction_session_timeout (25P03)', withCode('25P03', 'terminating connection due to idle-in-transaction timeout')],
    ['pg losing its socket', new Error('Connection terminated unexpectedly')],
    ['TypeORM wrapping pg', Object.assign(new Error('query failed'), { driverError: withCode('ECONNREFUSED') })],
    ['a cause chain', new Error('outer', { cause: new Error('Connection terminated due to connection timeout') })],
    [
      'ioredis giving up on a command',
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['ioredis without a connection', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['a transaction whose connection PostgreSQL dropped (TypeORM released its runner)', new QueryRunnerAlreadyReleasedError()],
    ['an AggregateError of refused addresses', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('recognises %s', (_label, error) => {
    expect(isServiceUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('leaves %s alone', (_label, error) => {
    expect(isServiceUnavailableError(error)).toBe(false);
  });
});
