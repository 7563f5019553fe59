import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from './validation-failed.exception';

/** The one validation configuration: unknown fields dropped, values converted to DTO types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => ValidationFailedException.fromValidationErrors(errors),
  });
}

/** Validates a body outside the pipe (guards run before pipes), with the same rules. */
export async function validateDto<T extends object>(type: new () => T, value: unknown): Promise<T> {
  return (await createValidationPipe().transform(value ?? {}, { type: 'body', metatype: type })) as T;
}
