import { CATALOGUES, type MessageParams, renderEnglish } from '@ledgerleaf/contracts';
import { templateParams } from '../i18n/api-messages';

const RULES = CATALOGUES.constraints['en-CA'];
const EACH_PREFIX = 'each value in ';

/**
 * A constraint's text as the API answers it (issue 31). A DTO rule with its own message (an
 * English text of the catalogues) keeps it. A rule without one has class-validator's built-in
 * English ("amount must be a number string"): it becomes the `constraints` catalogue's text of
 * that constraint, with the field's path (`items.0.name`, not class-validator's bare property)
 * and the rule's values read back from the built-in text, so that the error filter answers it
 * in the request's language. A constraint the catalogue does not name is left as it is.
 */
export function constraintMessage(constraint: string, text: string, path: string): string {
  const each = text.startsWith(EACH_PREFIX);
  const template = (each ? RULES.each : RULES)[constraint as never] as unknown;
  if (typeof template !== 'string') return text;
  const params: MessageParams | null = templateParams(template, text);
  return params ? renderEnglish(RULES, each ? `each.${constraint}` : constraint, { ...params, field: path }) : text;
}
