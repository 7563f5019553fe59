import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from './i18n-provider';
import { fetchBlob, httpClient } from '../http-client';
import { formatDollars } from '../format-amounts';
import { formatCalendarDate, formatMonth } from '../format-dates';

const answering = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }));

const languageOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Accept-Language');

describe('the console’s language beyond its texts', () => {
  it('sends Accept-Language en-CA, then fr-CA once the staff member switches', async () => {
    const fetch = answering();
    const provider = createI18nProvider();
    await httpClient('/api/admin/users');
    await provider.changeLocale('fr-CA');
    await httpClient('/api/admin/users', { method: 'POST', body: '{}' });
    await fetchBlob('/api/admin/file.pdf');

    expect(fetch.mock.calls.map(languageOf)).toEqual(['en-CA', 'fr-CA', 'fr-CA']);
    expect(new Headers((fetch.mock.calls[1][1] as RequestInit).headers).get('Content-Type')).toBe('application/json');
    await provider.changeLocale('en-CA');
  });

  it('formats money and dates with Intl for en-CA and fr-CA', async () => {
    const provider = createI18nProvider();
    expect(formatDollars('-1234.5')).toBe('-$1,234.50');
    expect(formatCalendarDate('2026-10-31')).toBe('Oct 31, 2026');
    expect(formatMonth('2026-10')).toBe('October 2026');

    await provider.changeLocale('fr-CA');
    // fr-CA groups with a narrow no-break space and puts the sign and $ as Québec writes them.
    expect(formatDollars('1234.56').replace(/\s/g, ' ')).toBe('1 234,56 $');
    expect(formatCalendarDate('2026-10-31')).toBe('31 oct. 2026');
    expect(formatMonth('2026-10')).toBe('octobre 2026');
    expect(formatDollars('not a number')).toBe('not a number');
    await provider.changeLocale('en-CA');
  });
});
