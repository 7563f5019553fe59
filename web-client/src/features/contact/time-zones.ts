/** The browser's IANA time zone, for example America/Toronto. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Every IANA time zone the browser knows. Some browsers leave their own zone (UTC on
 * many servers) out of the list; it is added so the default is always a choice.
 */
export function timeZoneOptions(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const own = browserTimeZone();
  return zones.includes(own) ? zones : [...zones, own].sort();
}
