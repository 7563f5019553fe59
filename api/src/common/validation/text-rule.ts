import { INPUT_LIMITS } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';

/**
 * The one rule for text the API accepts: no control characters (C0 except tab, line feed
 * and carriage return; DEL; C1) and no broken Unicode (an unpaired UTF-16 surrogate).
 * Such text cannot be stored (PostgreSQL refuses NUL and lone surrogates with an error),
 * breaks e-mail headers and CSV exports, and no person types it.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Without the `u` flag a regular expression sees UTF-16 code units, so it can find halves.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isAcceptableText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

export const invalidCharacterMessage = (field: string) => `${field} contains an invalid character`;

/** A 400 naming the field, in the body shape of a validation error. */
export function invalidCharacter(field: string): DomainException {
  const message = invalidCharacterMessage(field);
  return new DomainException(DomainErrorKind.INVALID, message, { fields: { [field]: [message] } });
}

/**
 * The first string (value or key) anywhere in `value` that breaks the text rule, as a
 * field path such as `email`, `items[2].name`; null when all are fine. Iterative, so a
 * deep value cannot exhaust the stack; it stops looking below INPUT_LIMITS.maxJsonDepth.
 */
export function findInvalidText(value: unknown, root = ''): string | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    const label = item.path || 'value';
    if (typeof item.value === 'string') {
      if (!isAcceptableText(item.value)) return label;
      continue;
    }
    if (!item.value || typeof item.value !== 'object' || item.depth > INPUT_LIMITS.maxJsonDepth) continue;
    const children: typeof stack = [];
    if (Array.isArray(item.value)) {
      item.value.forEach((child, i) => children.push({ value: child, path: `${item.path}[${i}]`, depth: item.depth + 1 }));
    } else {
      for (const [key, child] of Object.entries(item.value)) {
        if (!isAcceptableText(key)) return item.path ? `a field name in ${item.path}` : 'a field name';
        children.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
      }
    }
    // Reversed onto the stack, so the first offending field in document order is named.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}

/** Throws the 400 of the text rule for the first offending string in `value`. */
export function assertAcceptableText(value: unknown, root = ''): void {
  const field = findInvalidText(value, root);
  if (field) throw invalidCharacter(field);
}
