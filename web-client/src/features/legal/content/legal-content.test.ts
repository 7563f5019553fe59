// Each legal document's French version is a whole translation: the same sections, lists and
// paragraphs as the English one, in the same order.
import { describe, expect, it } from 'vitest';
import { isoOfEnglishDate } from './dates';
import { privacyPolicy } from './privacy-policy';
import { politiqueDeConfidentialite } from './privacy-policy.fr';
import { securityOverview } from './security';
import { securite } from './security.fr';
import { termsOfService } from './terms';
import { conditionsUtilisation } from './terms.fr';
import type { LegalDocument } from './types';

/** A document's shape: how many intro paragraphs, and per section its paragraphs and list items. */
const shape = (document: LegalDocument) => ({
  dates: document.dates?.length ?? 0,
  intro: document.intro.length,
  numbered: Boolean(document.numbered),
  sections: document.sections.map((s) => [s.paragraphs.length, s.items?.length ?? 0]),
});

describe('the French legal documents', () => {
  it.each([
    ['terms', termsOfService, conditionsUtilisation],
    ['privacy policy', privacyPolicy, politiqueDeConfidentialite],
    ['security page', securityOverview, securite],
  ])('the %s has the English version’s sections, paragraphs and lists', (_name, english, french) => {
    expect(shape(french)).toEqual(shape(english));
    expect(french.title).not.toBe(english.title);
    const headings = french.sections.map((s) => s.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('dates the terms in French and prices the plans in French money', () => {
    expect(conditionsUtilisation.dates).toEqual(['Date d’entrée en vigueur : 27 décembre 2024', 'Dernière mise à jour : 27 décembre 2024']);
    const plans = conditionsUtilisation.sections[5].paragraphs[0].replace(/[\u00a0\u202f]/g, ' ');
    expect(plans).toContain('forfait mensuel à 100 $ par mois');
    expect(plans).toContain('forfait annuel à 1 000 $ par année');
  });

  it('reads the contracts’ English effective date', () => {
    expect(isoOfEnglishDate('27 December 2024')).toBe('2024-12-27');
    expect(isoOfEnglishDate('3 March 2026')).toBe('2026-03-03');
    expect(() => isoOfEnglishDate('2024-12-27')).toThrow();
  });
});
