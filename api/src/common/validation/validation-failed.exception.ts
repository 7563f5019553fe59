import { BadRequestException } from '@nestjs/common';
import { VALIDATION } from '@ledgerleaf/contracts';
import type { ValidationError } from 'class-validator';
import { constraintMessage } from './constraint-messages';

export type FieldErrors = Record<string, string[]>;

/** A 400 carrying the messages of each invalid field. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly fields: FieldErrors) {
    super(summarize(fields));
  }

  /** The pipe's 400: each field's texts, class-validator's built-in ones as the catalogue's (constraint-messages.ts). */
  static fromValidationErrors(errors: ValidationError[]): ValidationFailedException {
    const fields: FieldErrors = {};
    const walk = (list: ValidationError[], prefix: string) => {
      for (const error of list) {
        const path = prefix ? `${prefix}.${error.property}` : error.property;
        if (error.constraints) fields[path] = Object.entries(error.constraints).map(([constraint, text]) => constraintMessage(constraint, text, path));
        if (error.children?.length) walk(error.children, path);
      }
    };
    walk(errors, '');
    return new ValidationFailedException(fields);
  }
}

/** The message of a 400 of field errors: each distinct field text once. */
export function summarize(fields: FieldErrors): string {
  const messages = [...new Set(Object.values(fields).flat())];
  return messages.join('. ') || VALIDATION.notValid;
}
