import { validateDto } from '../../src/common/validation/validate-dto';
import { ValidationFailedException } from '../../src/common/validation/validation-failed.exception';

/** The per-field messages the app's validation gives a body for this DTO ({} when it passes). */
export async function fieldErrors(type: new () => object, value: object): Promise<Record<string, unknown>> {
  try {
    await validateDto(type, value);
    return {};
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.fields;
    throw error;
  }
}
