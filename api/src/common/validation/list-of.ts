import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, ValidateBy, ValidateNested } from 'class-validator';

const isObjectItem = (item: unknown) => typeof item === 'object' && item !== null && !Array.isArray(item);

/**
 * The one rule for a body field that is a list of objects of one DTO class. Use it instead
 * of `ValidateNested({ each: true })` (lint refuses that outside this folder): class-validator
 * walks into an array it finds where an object belongs and validates that array's items
 * instead, so `[[]]` passed with nothing checked and `[[{...}]]` reached the service as a
 * list of lists (a 500). Here an item that is not an object (a list, null, text) is refused
 * with the list's own message before any item is validated.
 */
export function IsListOf(type: () => new () => object, options: { message: string }): PropertyDecorator {
  return applyDecorators(
    IsArray({ message: options.message }),
    ValidateBy(
      { name: 'isListOfObjects', validator: { validate: (value: unknown) => Array.isArray(value) && value.every(isObjectItem) } },
      { message: options.message },
    ),
    ValidateNested({ each: true }),
    Type(type),
  );
}
