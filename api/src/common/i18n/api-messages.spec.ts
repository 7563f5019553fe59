import {
  BANK_MESSAGES,
  CLIENT_LIMIT_MESSAGES,
  CONVERSATION_MESSAGES,
  DATA_EXPORT_MESSAGES,
  EXPORT_MESSAGES,
  interpolate,
  type MessageParams,
  MISSING_RECEIPT_MESSAGES,
  QUESTION_MESSAGES,
  REPORT_MESSAGES,
  REPORT_VERSION_MESSAGES,
  STAFF_MESSAGES,
  SUBMISSION_MESSAGES,
  YEAR_END_MESSAGES,
  YEAR_END_PACKAGE_MESSAGES,
} from '@ledgerleaf/contracts';
import { API_MESSAGE_NAMESPACES, apiMessageTexts, codeOf, messageRefOf } from './api-messages';
import { translate } from './translator';

/**
 * Texts whose French is the English on purpose: proper names and codes. Anything else the API
 * can answer with must read differently in French (issue 31, point 5: no English left to a
 * French client).
 */
const SAME_IN_FRENCH = new Set<string>([]);

/** Sample values for a text's variables: a count of 3 (1 for a "_one" form), a word otherwise. */
function sampleParams(key: string, text: string): MessageParams {
  const params: MessageParams = {};
  for (const [, name] of text.matchAll(/\{\{\s*([\w.]+)/g)) params[name] = name === 'count' ? (key.endsWith('_one') ? 1 : 3) : `«${name}»`;
  if (/_one$/.test(key)) params.count = 1;
  else if (/_other$/.test(key) && params.count === undefined) params.count = 3;
  return params;
}

describe('the messages the API answers with (issue 31)', () => {
  const texts = [...apiMessageTexts()];

  it('covers the namespaces the error filter renders', () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.map(([key]) => key)).toEqual(expect.arrayContaining(['validation:firstNameRequired', 'auth:invalidCredentials', 'monthClose:closed']));
  });

  it('has a French text for every message, different from the English unless it is a name or a code', () => {
    const same = texts
      .filter(([key, text]) => {
        const params = sampleParams(key, text);
        return translate('fr-CA', key, params) === translate('en-CA', key, params);
      })
      .map(([key]) => key)
      .filter((key) => !SAME_IN_FRENCH.has(key));
    expect(same).toEqual([]);
  });

  it('finds the key of every English text back, so that the filter can answer it in French', () => {
    const lost: string[] = [];
    for (const [key, text] of texts) {
      const params = sampleParams(key, text);
      const english = interpolate(text, params);
      const ref = messageRefOf(english);
      // Two keys may share an English text ("Current password is incorrect"): they must share the French too.
      if (!ref || translate('fr-CA', ref.key, ref.params) !== translate('fr-CA', key, params)) lost.push(`${key}: ${english}`);
    }
    expect(lost).toEqual([]);
  });

  it('renders every converted group (issue 31, the rest of the API) in French, from the English the services throw', () => {
    expect(API_MESSAGE_NAMESPACES).toEqual(
      expect.arrayContaining(['bank', 'books', 'ledger', 'submissions', 'reports', 'questions', 'conversations', 'staff', 'dataExport', 'exports']),
    );
    expect(API_MESSAGE_NAMESPACES).toEqual(expect.arrayContaining(['yearEnd', 'missingReceipts', 'clientLimits', 'constraints']));
    const french = (english: string) => {
      const ref = messageRefOf(english);
      expect(ref).not.toBeNull();
      return translate('fr-CA', ref!.key, ref!.params);
    };
    expect(french(BANK_MESSAGES.itemNotFound)).toBe('Connexion bancaire introuvable');
    expect(french(SUBMISSION_MESSAGES.notPending)).toBe('Seule une soumission en attente peut être marquée comme terminée');
    expect(french(SUBMISSION_MESSAGES.documentTypeRefused('notes.exe'))).toMatch(/^«\u00a0notes\.exe\u00a0» n’est pas un document accepté/);
    expect(french(REPORT_MESSAGES.onlyPendingReviewed)).toBe('Seul un rapport en attente de révision peut être approuvé ou rejeté.');
    expect(french(REPORT_MESSAGES.unknownCategories(['Fuel', 'Meals']))).toContain('Fuel, Meals');
    expect(french(REPORT_VERSION_MESSAGES.reasonTooLong)).toBe('La raison peut compter au plus 1000 caractères.');
    expect(french(QUESTION_MESSAGES.alreadyAnswered)).toBe('Il a déjà été répondu à cette question');
    expect(french(CONVERSATION_MESSAGES.textTooLong)).toBe('Un message compte au plus 5000 caractères');
    expect(french(STAFF_MESSAGES.roleRefused)).toBe('Votre rôle ne permet pas cette action.');
    expect(french(DATA_EXPORT_MESSAGES.notReady)).toContain('pas encore prête');
    expect(french(EXPORT_MESSAGES.dateFormat('from'))).toBe('from doit être une date écrite AAAA-MM-JJ');
    expect(french(YEAR_END_MESSAGES.wrongKind('8810', 'REVENUE'))).toMatch(/^8810 n’est pas une ligne de revenus/);
    expect(french(YEAR_END_PACKAGE_MESSAGES.notFound)).toBe('Ce dossier de fin d’exercice n’existe pas');
    expect(french(MISSING_RECEIPT_MESSAGES.rangeTooLong)).toContain('4 ans');
  });

  it('says a wait and a month in the language of the answer, from the English a limit threw', () => {
    const english = CLIENT_LIMIT_MESSAGES.reportBuilds(5 * 60);
    expect(english).toBe('You have built 20 reports in the last hour, the hourly limit. Please try again in 5 minutes.');
    const ref = messageRefOf(english)!;
    expect(ref.key).toBe('clientLimits:reportBuilds');
    expect(translate('fr-CA', ref.key, ref.params)).toBe(
      'Vous avez produit 20 rapports au cours de la dernière heure, soit la limite horaire. Veuillez réessayer dans 5 minutes.',
    );
    const hours = messageRefOf(CLIENT_LIMIT_MESSAGES.csvUploads(5 * 3600))!;
    expect(translate('fr-CA', hours.key, hours.params)).toContain('réessayer dans 5 heures');
    const minute = messageRefOf(DATA_EXPORT_MESSAGES.perDay(30))!;
    expect(translate('fr-CA', minute.key, minute.params)).toContain('réessayer dans une minute');
    const range = messageRefOf(CLIENT_LIMIT_MESSAGES.reportMonthOutOfRange('September 2026', 'October 2026'))!;
    expect(translate('fr-CA', range.key, range.params)).toMatch(/^Les rapports peuvent être produits pour les mois de septembre 2026 à octobre 2026/);
    const one = messageRefOf(CLIENT_LIMIT_MESSAGES.csvProcessing)!;
    expect(translate('fr-CA', one.key, one.params)).toMatch(/^Un de vos téléversements/);
  });

  it('gives a stable code without the namespace separator or the plural form', () => {
    expect(codeOf('auth:tooManyLoginAttempts_other')).toBe('auth.tooManyLoginAttempts');
    expect(codeOf('categorization:upload.notCsvName')).toBe('categorization.upload.notCsvName');
    expect(messageRefOf('Something nobody wrote')).toBeNull();
  });

  it('renders a plural form and a month in French', () => {
    const wait = messageRefOf('Too many failed login attempts. Please wait 5 minutes and try again, or reset your password.');
    expect(wait).toEqual({ key: 'auth:tooManyLoginAttempts', params: { count: 5 } });
    expect(translate('fr-CA', wait!.key, wait!.params)).toContain('patienter 5 minutes');
    expect(translate('fr-CA', 'monthClose:closed', { month: '2026-10' })).toBe('octobre 2026 est clôturé; demandez à votre teneur de livres de le rouvrir');
    expect(translate('en-CA', 'monthClose:closed', { month: '2026-10' })).toBe('October 2026 is closed; ask your bookkeeper to reopen it');
  });
});
