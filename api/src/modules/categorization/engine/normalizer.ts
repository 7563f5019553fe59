// Bank descriptor → merchant key: the stable part of "SQ *JOES COFFEE #12 TORONTO ON"
// ("JOES COFFEE"), so that memory, knowledge and the AI see one merchant, not 500 lines.

/** Card/payment processors whose name precedes the merchant's ("SQ *JOES COFFEE"). */
const PROCESSORS = new Set([
  'SQ',
  'SQU',
  'SQUARE',
  'TST',
  'TOAST',
  'PAYPAL',
  'PP',
  'SP',
  'SPO',
  'ZTL',
  'CLV',
  'CLOVER',
  'MONERIS',
  'HELCIM',
  'WPY',
  'FS',
  'PY',
  'IZ',
  'SUMUP',
  'LS',
  'LIGHTSPEED',
  'CKO',
  'BAMBORA',
  'GOOGLE PAY',
  'APPLE PAY',
]);

/** Merchant abbreviations banks print, expanded so the key matches the knowledge file. */
const ALIASES: [RegExp, string][] = [
  [/\bAMZN\s+MKTP\b(\s+CA)?/g, 'AMAZON'],
  [/\bAMZN\b/g, 'AMAZON'],
  [/\bAMAZON\s+MKTPL?\b/g, 'AMAZON'],
  [/\bMSFT\b/g, 'MICROSOFT'],
  [/\bGOOGLE\s*\*\s*GSUITE\b/g, 'GOOGLE WORKSPACE'],
  [/\bE-?\s?TRANSFER\b/g, 'ETRANSFER'],
  [/\bE-?\s?TFR\b/g, 'ETRANSFER'],
  [/\bPRE-?\s?AUTHORI[SZ]ED\b/g, 'PREAUTHORIZED'],
];

/** Words in front of the merchant that say how it was paid, not who was paid. */
const LEADING_NOISE = [
  'VISA DEBIT PURCHASE',
  'VISA DEBIT RETAIL PURCHASE',
  'VISA DEBIT',
  'DEBIT CARD PURCHASE',
  'DEBIT PURCHASE',
  'INTERAC PURCHASE',
  'INTERAC RETAIL PURCHASE',
  'POINT OF SALE PURCHASE',
  'POINT OF SALE',
  'POS PURCHASE',
  'POS MERCHANDISE',
  'POS',
  'IDP PURCHASE',
  'IDP',
  'RETAIL PURCHASE',
  'PURCHASE',
  'CONTACTLESS',
  'CONTACTLESS INTERAC',
  'PREAUTHORIZED DEBIT',
  'PREAUTHORIZED PAYMENT',
  'PAD',
  'BILL PAYMENT',
  'BILL PMT',
  'BILL PAY',
  'ONLINE BANKING PAYMENT',
  'ONLINE PAYMENT',
  'ONLINE BILL PAYMENT',
  'WWW PAYMENT',
  'MISC PAYMENT',
  'MISC PMT',
  'RECURRING PAYMENT',
  'RECURRING',
  'APPLE PAY',
  'GOOGLE PAY',
  'MOBILE PAYMENT',
  'DEBIT MEMO',
  'CREDIT MEMO',
  'MEMO',
  'WITHDRAWAL',
  'DEPOSIT FROM',
  'TPV',
  'ACHAT',
  'PAIEMENT',
  'PAIEMENT FACTURE',
  'DEBIT PREAUTORISE',
  'RETRAIT',
].sort((a, b) => b.length - a.length);

/** Province and territory codes a bank line ends with (also the receipts' merchant check: one list). */
export const PROVINCES: ReadonlySet<string> = new Set([
  'ON',
  'QC',
  'BC',
  'AB',
  'MB',
  'SK',
  'NS',
  'NB',
  'NL',
  'PE',
  'PEI',
  'YT',
  'NT',
  'NU',
  'QUE',
  'ONT',
  'ALTA',
  'CA',
  'CAN',
  'CANADA',
  'US',
  'USA',
  'WA',
  'CA',
  'NY',
  'IE',
  'GB',
]);

const CITIES = [
  'TORONTO',
  'NORTH YORK',
  'SCARBOROUGH',
  'ETOBICOKE',
  'MISSISSAUGA',
  'BRAMPTON',
  'OAKVILLE',
  'BURLINGTON',
  'HAMILTON',
  'MARKHAM',
  'VAUGHAN',
  'RICHMOND HILL',
  'RICHMOND',
  'THORNHILL',
  'CONCORD',
  'WOODBRIDGE',
  'PICKERING',
  'AJAX',
  'WHITBY',
  'OSHAWA',
  'NEWMARKET',
  'AURORA',
  'BARRIE',
  'GUELPH',
  'KITCHENER',
  'WATERLOO',
  'CAMBRIDGE',
  'LONDON',
  'WINDSOR',
  'NIAGARA FALLS',
  'ST CATHARINES',
  'KINGSTON',
  'PETERBOROUGH',
  'SUDBURY',
  'THUNDER BAY',
  'OTTAWA',
  'NEPEAN',
  'KANATA',
  'GATINEAU',
  'MONTREAL',
  'MONTREAL-OUEST',
  'LAVAL',
  'LONGUEUIL',
  'QUEBEC',
  'LEVIS',
  'SHERBROOKE',
  'TROIS-RIVIERES',
  'SAGUENAY',
  'BROSSARD',
  'TERREBONNE',
  'VANCOUVER',
  'NORTH VANCOUVER',
  'WEST VANCOUVER',
  'BURNABY',
  'SURREY',
  'COQUITLAM',
  'LANGLEY',
  'DELTA',
  'ABBOTSFORD',
  'VICTORIA',
  'NANAIMO',
  'KELOWNA',
  'KAMLOOPS',
  'CALGARY',
  'EDMONTON',
  'RED DEER',
  'LETHBRIDGE',
  'BANFF',
  'CANMORE',
  'REGINA',
  'SASKATOON',
  'WINNIPEG',
  'BRANDON',
  'HALIFAX',
  'DARTMOUTH',
  'MONCTON',
  'FREDERICTON',
  'SAINT JOHN',
  'ST JOHNS',
  'CHARLOTTETOWN',
  'WHITEHORSE',
  'YELLOWKNIFE',
  'IQALUIT',
  'DORVAL',
  'MIRABEL',
  'SAINT-LAURENT',
  'ST-LAURENT',
  'MOUNTAIN VIEW',
  'SAN FRANCISCO',
  'SEATTLE',
  'REDMOND',
  'SAN JOSE',
  'DUBLIN',
  'LUXEMBOURG',
  'NEW YORK',
  'SUNNYVALE',
  'PALO ALTO',
  'SAN MATEO',
  'LOS GATOS',
]
  .map((c) => c.split(' '))
  .sort((a, b) => b.length - a.length);

/** Company-form words that name no merchant (also the receipts' merchant check: one list). */
export const LEGAL_SUFFIXES: ReadonlySet<string> = new Set([
  'INC',
  'LTD',
  'LTEE',
  'LLC',
  'ULC',
  'CORP',
  'CORPORATION',
  'LIMITED',
  'CO',
  'COMPANY',
  'THE',
  'LP',
  'LLP',
  'PLC',
  'SA',
  'SENC',
  'ENR',
]);

/** Bill-payment and pre-authorized-debit markers banks append ("BELL CANADA PAB"). */
const TRAILING_NOISE = new Set(['PAB', 'BPY', 'PAP', 'PAD', 'PMT', 'PYMT', 'PAYMENT', 'BP', 'MSP', 'DDA', 'FPOS', 'APOS', 'CHQ', 'DEBIT', 'CREDIT', 'AUTH']);

/** A token that carries no merchant identity: store/reference numbers, card digits, dates, phone parts. */
function isReferenceToken(token: string): boolean {
  if (!/\d/.test(token)) return false;
  if (/^\d+(ST|ND|RD|TH)$/.test(token)) return false; // "7TH AVENUE"
  if (/^\d-[A-Z]+$/.test(token)) return false; // "7-ELEVEN"
  if (/^[#\d\-/.:]+$/.test(token)) return true;
  const digits = token.replace(/\D/g, '').length;
  return digits >= 3 || digits / token.length >= 0.3;
}

function stripLeading(text: string): string {
  for (let changed = true; changed;) {
    changed = false;
    for (const noise of LEADING_NOISE) {
      if (text === noise) return text;
      if (text.startsWith(`${noise} `) || text.startsWith(`${noise}-`) || text.startsWith(`${noise}:`)) {
        text = text.slice(noise.length).replace(/^[\s\-:]+/, '');
        changed = true;
        break;
      }
    }
  }
  return text;
}

/** Splits "PROCESSOR *MERCHANT" and "MERCHANT*REFERENCE" around the asterisk. */
function resolveAsterisk(text: string): string {
  const star = text.indexOf('*');
  if (star < 0) return text;
  const left = text.slice(0, star).trim();
  const right = text.slice(star + 1).trim();
  if (!left) return right;
  if (PROCESSORS.has(left)) return resolveAsterisk(right);
  if (!right) return left;
  const rightTokens = right.split(/\s+/);
  // "AMAZON*2X4HB1234", "ADOBE *CREATIVE CLD": keep the descriptive words, drop references.
  const kept = rightTokens.filter((t) => !isReferenceToken(t.replace(/[^A-Z0-9#\-/.:]/g, '')));
  if (kept.length === 0 || (/^[A-Z0-9]{6,}$/.test(rightTokens[0]) && /\d/.test(rightTokens[0]))) return left;
  return `${left} ${kept.join(' ')}`;
}

/** Words after which a city or province is part of the name: "CITY OF OTTAWA", "VILLE DE QUEBEC", "REVENU QUEBEC", "HYDRO OTTAWA". */
const NAMED_AFTER_PLACE = new Set(['OF', 'DE', 'DU', 'REVENU', 'REVENUE', 'HYDRO', 'UNIVERSITY', 'UNIVERSITE', 'TRANSIT']);

function stripTrailingPlace(tokens: string[]): string[] {
  const out = [...tokens];
  for (let changed = true; changed && out.length > 1;) {
    changed = false;
    const last = out[out.length - 1];
    if (PROVINCES.has(last) && !['OF', 'DE', 'DU', 'GOVT', 'REVENU', 'REVENUE', 'AIR'].includes(out[out.length - 2])) {
      out.pop();
      changed = true;
      continue;
    }
    // "AMAZON.CAON" glued country+province
    const glued = /^(CA|US)(ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|WA|NY|CA)$/.exec(last);
    if (glued) {
      out.pop();
      changed = true;
      continue;
    }
    for (const city of CITIES) {
      const before = out[out.length - city.length - 1];
      if (before !== undefined && NAMED_AFTER_PLACE.has(before)) continue; // "CITY OF OTTAWA", "REVENU QUEBEC", "HYDRO OTTAWA"
      if (out.length > city.length && city.every((word, i) => out[out.length - city.length + i] === word)) {
        out.splice(out.length - city.length, city.length);
        changed = true;
        break;
      }
    }
  }
  return out;
}

/** Domain tokens ("HELP.UBER.COM", "WWW.AMAZON.CA") → their name ("UBER", "AMAZON"). */
function domainName(token: string): string | null {
  const m = /^(?:WWW\.)?(?:[A-Z0-9-]+\.)*?([A-Z0-9-]+)\.(COM|CA|NET|ORG|IO|CO|AI|APP|US|LY|ME|TV)(?:[A-Z]{2})?$/.exec(token);
  if (!m) return null;
  if (['HELP', 'BILLING', 'PAY', 'SUPPORT', 'WWW'].includes(m[1])) return null;
  return m[1];
}

/**
 * The merchant key of a bank descriptor: upper case, processor prefixes, payment-method
 * words, store and reference numbers, phone numbers, domains and trailing city/province
 * removed. Empty descriptors give ''.
 */
export function merchantKey(descriptor: string, merchantName?: string | null): string {
  const source = merchantName && merchantName.trim() ? merchantName : descriptor;
  let text = source
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&AMP;/g, '&')
    .replace(/[\u2018\u2019'`]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[_|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of ALIASES) text = text.replace(pattern, replacement);
  text = stripLeading(text).replace(/\b([A-Z]{2,})\d{5,}\b/g, '$1 ');
  text = text.replace(/\s*\*\s*/g, (m) => (m.includes('*') ? ' *' : m)).replace(/^\s*\*/, '');
  text = resolveAsterisk(text.replace(/ \*/g, '*'));
  text = text.replace(/\S+@\S+/g, ' ');
  // phone numbers such as 800-833-6687 or (888) 555-1212
  text = text.replace(/\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g, ' ');
  let tokens = text
    .split(/[\s,;()[\]{}"/]+/)
    // "ADS1507760383": a word glued to a reference number
    .map((t) => t.replace(/^([A-Z]{2,})\d{5,}$/, '$1'))
    .map((t) => domainName(t) ?? t)
    .map((t) => t.replace(/^[#/.:-]+|[/.:-]+$/g, ''))
    .filter((t) => t && !isReferenceToken(t) && !/^#/.test(t) && t !== '-' && t !== '&');
  tokens = tokens.map((t) => t.replace(/\./g, '')).filter(Boolean);
  tokens = tokens.filter((t) => !['NO', 'STORE', 'STR', 'LOC', 'REF', 'ID', 'CONF', 'TXN', 'TRX', 'AUTH'].includes(t) || tokens.length === 1);
  tokens = stripTrailingPlace(tokens);
  tokens = tokens.filter((t, i) => !LEGAL_SUFFIXES.has(t) || (i === 0 && tokens.length === 1));
  while (tokens.length > 1 && TRAILING_NOISE.has(tokens[tokens.length - 1])) tokens.pop();
  // a merchant repeated by the bank ("UBER TRIP HELP.UBER.COM") counts once
  tokens = tokens.filter((t, i) => tokens.indexOf(t) === i);
  return tokens.slice(0, 6).join(' ');
}
