/**
 * A person's name as every screen, mail and document shows it: first and last name,
 * each trimmed, joined by one space; empty when both are blank.
 */
export function personName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
