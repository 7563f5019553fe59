import { DomainException } from '../../src/common/errors/domain.exception';

/**
 * The domain error a refused call throws, for unit specs to assert its kind and message;
 * fails the test when the call was accepted (`what` names it: "the change was accepted").
 */
export async function refusal(promise: Promise<unknown>, what = 'the change'): Promise<DomainException> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error(`${what} was accepted`);
}
