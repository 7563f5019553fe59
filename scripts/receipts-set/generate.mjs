// The receipt set the project made itself (issue 30 point 5): 260 receipts with their true
// fields, rendered deterministically (seeded) from 52 vendors in several layouts (till slip,
// invoice, French slip with TPS/TVQ, foreign receipt in USD or EUR), fonts found on this machine (DejaVu and
// Liberation, through fontconfig), dates in several forms, comma decimals and "1 234,56 $".
// A third are PDFs with a text layer (pdfkit, the API's own PDF library), the rest images:
// clean PNG scans or JPEG "photos" damaged with sharp (rotation, shear for perspective,
// blur, noise, low JPEG quality).
//
// Split BY VENDOR, stratified by currency: a vendor's receipts are all in `tuning` or all in
// `holdout`, never both, and each currency has vendors in both halves.
// Tuning the reader may look at `tuning` only; scripts/bench-receipts.mjs reports `holdout`.
//
//   node scripts/receipts-set/generate.mjs            writes manifest.json (truth, no images)
//   node scripts/receipts-set/generate.mjs --files    also writes the files under .tmp/receipts-set/
//
// The bench renders on the fly (render(spec)); the files are git-ignored (.tmp/).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '..', '..');
// sharp and pdfkit are the API's dependencies: resolved from there.
const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));
const sharp = require('sharp');
const PDFDocument = require('pdfkit');

export const MANIFEST = join(HERE, 'manifest.json');
export const SEED = 20261129;
const RECEIPTS_PER_VENDOR = 5;

/** mulberry32: a small seeded generator, so the set is the same on every machine. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));

/** The fonts the set uses (families fontconfig knows; their files for PDFs). */
export const FONTS = [
  'DejaVu Sans',
  'DejaVu Sans Mono',
  'DejaVu Serif',
  'Liberation Sans',
  'Liberation Mono',
  'Liberation Serif',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
];
const MONO = new Set(['DejaVu Sans Mono', 'Liberation Mono']);
const fontFiles = new Map();
function fontFile(family) {
  if (!fontFiles.has(family)) {
    const file = execFileSync('fc-match', ['-f', '%{file}', `${family}:style=Book,Regular`], { encoding: 'utf8' }).trim();
    if (!file.endsWith('.ttf')) throw new Error(`fontconfig has no TrueType file for ${family} (found "${file}")`);
    fontFiles.set(family, file);
  }
  return fontFiles.get(family);
}

/** A valid CRA business number (the 9th digit is the Luhn check digit). */
function businessNumber(r) {
  const digits = [between(r, 1, 9), ...Array.from({ length: 7 }, () => between(r, 0, 9))];
  for (let check = 0; check <= 9; check++) {
    const all = [...digits, check];
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let d = all[8 - i];
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    if (sum % 10 === 0) return all.join('');
  }
  throw new Error('unreachable');
}

// Provinces and their sales taxes (rates in basis points of a percent ×100: 1300 = 13 %).
const PROVINCES = {
  ON: { gstHst: 1300, label: 'HST', city: 'Toronto, ON' },
  NS: { gstHst: 1400, label: 'HST', city: 'Halifax, NS' },
  NB: { gstHst: 1500, label: 'HST', city: 'Moncton, NB' },
  AB: { gstHst: 500, label: 'GST', city: 'Calgary, AB' },
  BC: { gstHst: 500, pst: 700, label: 'GST', pstLabel: 'PST', city: 'Vancouver, BC' },
  MB: { gstHst: 500, pst: 700, label: 'GST', pstLabel: 'RST', city: 'Winnipeg, MB' },
  SK: { gstHst: 500, pst: 600, label: 'GST', pstLabel: 'PST', city: 'Saskatoon, SK' },
  QC: { gstHst: 500, qst: 997.5, label: 'TPS', qstLabel: 'TVQ', city: 'Montréal, QC' },
  US: { salesTax: 800, city: 'Seattle, WA', currency: 'USD' },
  NY: { salesTax: 888, city: 'New York, NY', currency: 'USD' },
  IE: { salesTax: 2300, salesLabel: 'VAT', city: 'Dublin, Ireland', currency: 'EUR' },
  DE: { salesTax: 1900, salesLabel: 'VAT', city: 'Berlin, Germany', currency: 'EUR' },
};

// 52 vendors: name as printed on its first line, province, language, layout, date form.
// Date forms: iso, isoslash, mdy (MM/DD/YYYY), dmy (DD/MM/YYYY), dmydot, monthname (Oct 14, 2026),
// dmonyy (14-OCT-26), frlong (14 octobre 2026).
const VENDORS = [
  ['MAPLE LEAF HARDWARE', 'ON', 'en', 'slip', 'iso'],
  ['Northern Office Supply', 'ON', 'en', 'invoice', 'monthname'],
  ['CAFE DU COIN', 'QC', 'fr', 'slip', 'dmy'],
  ['Boulangerie St-Denis', 'QC', 'fr', 'slip', 'frlong'],
  ['Pacific Print & Copy', 'BC', 'en', 'slip', 'isoslash'],
  ['PRAIRIE FUEL CO-OP', 'SK', 'en', 'slip', 'mdy'],
  ['Bluenose Marine Supply', 'NS', 'en', 'invoice', 'monthname'],
  ['RIVERSIDE DINER', 'MB', 'en', 'slip', 'dmonyy'],
  ['Quincaillerie Laval', 'QC', 'fr', 'invoice', 'frlong'],
  ['CLOUDNINE SOFTWARE INC', 'US', 'en', 'us', 'mdy'],
  ['Harbourfront Parking', 'ON', 'en', 'slip', 'iso'],
  ['Rocky Mountain Outfitters', 'AB', 'en', 'slip', 'monthname'],
  ['Pharmacie Beaubien', 'QC', 'fr', 'slip', 'dmydot'],
  ['GREAT LAKES COURIER', 'ON', 'en', 'invoice', 'iso'],
  ['Fundy Bay Catering', 'NB', 'en', 'invoice', 'monthname'],
  ['WESTCOAST LUMBER', 'BC', 'en', 'slip', 'iso'],
  ['Papeterie Outremont', 'QC', 'fr', 'slip', 'dmy'],
  ['Chinook Auto Parts', 'AB', 'en', 'slip', 'isoslash'],
  ['TRUE NORTH TELECOM', 'ON', 'en', 'invoice', 'monthname'],
  ['Desert Sun Supplies LLC', 'US', 'en', 'us', 'monthname'],
  ['Brasserie Le Plateau', 'QC', 'fr', 'slip', 'iso'],
  ['Red River Electric', 'MB', 'en', 'invoice', 'iso'],
  ['HALIFAX SEAFOOD MARKET', 'NS', 'en', 'slip', 'dmonyy'],
  ['Okanagan Fruit Stand', 'BC', 'en', 'slip', 'monthname'],
  ['DÉPANNEUR CHEZ MARIO', 'QC', 'fr', 'slip', 'dmy'],
  ['Queen Street Books', 'ON', 'en', 'slip', 'mdy'],
  ['Saskatoon Sign Shop', 'SK', 'en', 'invoice', 'monthname'],
  ['Imprimerie Gatineau', 'QC', 'fr', 'invoice', 'frlong'],
  ['CANUCK COFFEE ROASTERS', 'BC', 'en', 'slip', 'iso'],
  ['Maritime Office Rentals', 'NB', 'en', 'invoice', 'iso'],
  ['TORONTO TECH DEPOT', 'ON', 'en', 'slip', 'isoslash'],
  ['Garage Sainte-Foy', 'QC', 'fr', 'invoice', 'dmydot'],
  ['Calgary Cleaning Co', 'AB', 'en', 'invoice', 'mdy'],
  ['ATLANTIC FERRY LINES', 'NS', 'en', 'slip', 'monthname'],
  ['Evergreen Garden Centre', 'BC', 'en', 'slip', 'dmonyy'],
  ['Restaurant Chez Lise', 'QC', 'fr', 'slip', 'frlong'],
  ['Lakehead Welding Ltd', 'ON', 'en', 'invoice', 'iso'],
  ['Portland Web Hosting', 'US', 'en', 'us', 'iso'],
  ['Winnipeg Print House', 'MB', 'en', 'slip', 'iso'],
  ['Épicerie Fine Mont-Royal', 'QC', 'fr', 'slip', 'dmy'],
  ['Ottawa Valley Feed', 'ON', 'en', 'slip', 'monthname'],
  ['Regina Office Pro', 'SK', 'en', 'slip', 'isoslash'],
  ['Librairie du Quartier', 'QC', 'fr', 'invoice', 'iso'],
  ['YUKON GOLD TAXI', 'AB', 'en', 'slip', 'mdy'],
  ['Moncton Medical Supply', 'NB', 'en', 'slip', 'iso'],
  ['SUDBURY SAFETY GEAR', 'ON', 'en', 'invoice', 'monthname'],
  ['Fleuriste Rosemont', 'QC', 'fr', 'slip', 'dmydot'],
  ['Vancouver Island Movers', 'BC', 'en', 'invoice', 'monthname'],
  // Added after the first split so that each half has foreign-currency vendors (see splitOf).
  ['HUDSON STREET STUDIOS', 'NY', 'en', 'us', 'mdy'],
  ['Brooklyn Cable Supply', 'NY', 'en', 'us', 'monthname'],
  ['LIFFEY PRINT WORKS', 'IE', 'en', 'us', 'iso'],
  ['Spree Digital GmbH', 'DE', 'en', 'us', 'dmydot'],
];

/** The vendors of the set's first version (before the foreign ones were added): their split is where the reader was tuned. */
const FIRST_VENDORS = 48;

const currencyOf = (prov) => PROVINCES[prov].currency ?? 'CAD';

/**
 * Split by vendor, stratified by currency: within each currency the vendors in a seeded order,
 * half (rounded down) to `tuning`, the rest `holdout`, so every currency is in both halves. A
 * vendor the reader was tuned on in the first version of the set (the first 48 vendors'
 * seeded halves) stays in `tuning`: moving it to `holdout` would make the held-out figures
 * not blind. Answers the half of each vendor index.
 */
function splitOf(keys) {
  const firstOrder = keys
    .slice(0, FIRST_VENDORS)
    .map((key, i) => ({ key, i }))
    .sort((a, b) => a.key - b.key);
  const tunedOn = new Set(firstOrder.slice(0, FIRST_VENDORS / 2).map(({ i }) => i));
  const split = new Map();
  for (const currency of new Set(VENDORS.map(([, prov]) => currencyOf(prov)))) {
    const group = VENDORS.map((v, i) => ({ i, key: keys[i], currency: currencyOf(v[1]) })).filter((v) => v.currency === currency);
    const ordered = [...group.filter((v) => tunedOn.has(v.i)), ...group.filter((v) => !tunedOn.has(v.i)).sort((a, b) => a.key - b.key)];
    const tuning = Math.max(Math.floor(group.length / 2), group.filter((v) => tunedOn.has(v.i)).length);
    ordered.forEach((v, k) => split.set(v.i, k < tuning ? 'tuning' : 'holdout'));
  }
  return split;
}

const ITEMS_EN = [
  'Printer paper',
  'Toner cartridge',
  'Coffee',
  'Sandwich',
  'Cable 2m',
  'Screws box',
  'Gloves',
  'Notebook',
  'Fuel',
  'Parking',
  'Delivery',
  'Labour 1h',
  'Service fee',
  'Muffin',
  'Tape',
  'USB drive',
  'Paint 1L',
  'Batteries',
];
const ITEMS_FR = [
  'Papier',
  'Café',
  'Croissant',
  'Vis',
  'Gants',
  'Cahier',
  'Essence',
  'Livraison',
  'Main-d\u2019oeuvre',
  'Frais de service',
  'Ruban',
  'Piles',
  'Peinture 1 L',
  'Sandwich',
];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

const pad = (n) => String(n).padStart(2, '0');
const cents = (c) => `${Math.floor(c / 100)}.${pad(c % 100)}`;

/** How the receipt prints an amount: "1,234.56", "1 234,56 $" (French), "$1,234.56". */
function money(c, style) {
  const whole = String(Math.floor(c / 100));
  const frac = pad(c % 100);
  if (style === 'fr') return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${frac} $`;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return style === 'dollar' ? `$${grouped}.${frac}` : `${grouped}.${frac}`;
}

function dateText(iso, form) {
  const [y, m, d] = iso.split('-').map(Number);
  switch (form) {
    case 'iso':
      return iso;
    case 'isoslash':
      return `${y}/${pad(m)}/${pad(d)}`;
    case 'mdy':
      return `${pad(m)}/${pad(d)}/${y}`;
    case 'dmy':
      return `${pad(d)}/${pad(m)}/${y}`;
    case 'dmydot':
      return `${pad(d)}.${pad(m)}.${y}`;
    case 'monthname':
      return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'dmonyy':
      return `${pad(d)}-${MONTHS_EN[m - 1].toUpperCase()}-${String(y).slice(2)}`;
    case 'frlong':
      return `${d} ${MONTHS_FR[m - 1]} ${y}`;
    default:
      throw new Error(form);
  }
}

const taxOf = (subtotal, rate) => Math.round((subtotal * rate) / 10000);

/**
 * Every receipt of the set: { id, split, vendor, file kind, damage, font, layout, truth, print }.
 * `truth` is what a perfect reader returns (the reader's field names and forms); `print` what is rendered.
 */
export function receiptSpecs() {
  const r = rng(SEED);
  // Split by vendor, stratified by currency (splitOf): one seeded key per vendor, in the list's order.
  const split = splitOf(VENDORS.map(() => r()));
  const specs = [];
  VENDORS.forEach(([name, prov, lang, layout, dateForm], vi) => {
    const vr = rng(SEED + vi * 7919);
    const p = PROVINCES[prov];
    const foreign = currencyOf(prov) !== 'CAD';
    const bn = foreign ? null : businessNumber(vr);
    const printsBn = bn !== null && vr() < 0.8;
    const qstNumber = prov === 'QC' ? `${between(vr, 1000000000, 9999999999)}TQ0001` : null;
    const font = FONTS[vi % FONTS.length];
    const street = `${between(vr, 10, 9999)} ${pick(vr, lang === 'fr' ? ['rue Principale', 'boul. Saint-Laurent', 'av. du Parc'] : ['Main St', 'King St W', 'Industrial Rd', '1st Ave'])}`;
    const phone = `(${between(vr, 200, 999)}) 555-${between(vr, 1000, 9999)}`;
    for (let k = 0; k < RECEIPTS_PER_VENDOR; k++) {
      const n = vi * RECEIPTS_PER_VENDOR + k;
      const month = between(vr, 1, 11);
      const day = between(vr, 1, 28);
      const date = `2026-${pad(month)}-${pad(day)}`;
      const items = Array.from({ length: between(vr, 1, 5) }, () => ({
        name: pick(vr, lang === 'fr' ? ITEMS_FR : ITEMS_EN),
        qty: between(vr, 1, 3),
        unit: vr() < 0.15 ? between(vr, 20000, 90000) : between(vr, 150, 9000),
      }));
      const subtotal = items.reduce((s, it) => s + it.qty * it.unit, 0);
      const gstHst = p.gstHst ? taxOf(subtotal, p.gstHst) : null;
      const pst = p.pst ? taxOf(subtotal, p.pst) : null;
      const qst = p.qst ? taxOf(subtotal, p.qst) : null;
      const sales = p.salesTax ? taxOf(subtotal, p.salesTax) : null;
      const tip = layout === 'slip' && /CAFE|DINER|Restaurant|Brasserie/i.test(name) && vr() < 0.5 ? between(vr, 100, 900) : 0;
      const total = subtotal + (gstHst ?? 0) + (pst ?? 0) + (qst ?? 0) + (sales ?? 0) + tip;
      const roll = vr();
      const kind = roll < 0.33 ? 'pdf' : roll < 0.5 ? 'png' : 'jpeg';
      const damage =
        kind === 'jpeg'
          ? {
              rotate: Math.round((vr() * 7 - 3.5) * 10) / 10,
              shear: Math.round((vr() * 0.06 - 0.03) * 1000) / 1000,
              blur: Math.round((0.3 + vr() * 0.9) * 10) / 10,
              noise: between(vr, 8, 28),
              quality: between(vr, 55, 85),
              scale: Math.round((0.75 + vr() * 0.4) * 100) / 100,
            }
          : null;
      specs.push({
        id: `r${String(n + 1).padStart(3, '0')}`,
        split: split.get(vi),
        vendorIndex: vi,
        kind,
        font,
        layout,
        lang,
        damage,
        print: {
          name,
          street,
          city: p.city,
          phone,
          dateText: dateText(date, dateForm),
          time: `${pad(between(vr, 7, 21))}:${pad(between(vr, 0, 59))}`,
          items,
          subtotal,
          gstHst,
          gstLabel: p.label,
          pst,
          pstLabel: p.pstLabel,
          qst,
          qstLabel: p.qstLabel,
          sales,
          tip,
          total,
          rates: p,
          bn: printsBn ? bn : null,
          bnForm: pick(vr, ['spaced', 'compact', 'dashed']),
          qstNumber,
          moneyStyle: lang === 'fr' ? 'fr' : layout === 'invoice' && vr() < 0.5 ? 'dollar' : 'plain',
          invoiceNo: between(vr, 1000, 99999),
          payment: pick(vr, ['VISA ****4821', 'MASTERCARD ****1177', 'DEBIT ****0042', 'AMEX ****3005']),
        },
        truth: {
          vendor: name,
          date,
          total: cents(total),
          gstHst: gstHst === null ? null : cents(gstHst),
          pst: pst === null ? null : cents(pst),
          qst: qst === null ? null : cents(qst),
          businessNumber: printsBn ? `${bn}RT0001` : null,
          currency: currencyOf(prov),
        },
      });
    }
  });
  return specs;
}

// ---------------------------------------------------------------------------------------------
// Layouts: a list of rows, each { left, right?, center?, size?, bold? }, rendered as SVG or PDF.

function bnText(bn, form) {
  if (form === 'spaced') return `${bn.slice(0, 5)} ${bn.slice(5)} RT 0001`;
  if (form === 'dashed') return `${bn}-RT-0001`;
  return `${bn}RT0001`;
}

function rowsOf(spec) {
  const p = spec.print;
  const m = (c) => money(c, p.moneyStyle);
  const fr = spec.lang === 'fr';
  const rows = [
    { center: p.name, size: 1.35, bold: true },
    { center: p.street },
    { center: p.city },
    { center: `${fr ? 'Tél' : 'Tel'}: ${p.phone}` },
    { gap: true },
  ];
  if (spec.layout === 'invoice') {
    rows.push({ left: fr ? `FACTURE No ${p.invoiceNo}` : `INVOICE #${p.invoiceNo}` });
    rows.push({ left: `Date: ${p.dateText}` });
    rows.push({ left: fr ? 'Facturé à: Avery Consulting' : 'Bill to: Avery Consulting' });
  } else {
    rows.push({ left: `${p.dateText}  ${p.time}`, right: fr ? `Caisse ${p.invoiceNo % 9}` : `Reg ${p.invoiceNo % 9}` });
  }
  rows.push({ gap: true });
  for (const it of p.items) rows.push({ left: it.qty > 1 ? `${it.qty} x ${it.name}` : it.name, right: m(it.qty * it.unit) });
  rows.push({ gap: true });
  rows.push({ left: fr ? 'Sous-total' : spec.layout === 'us' ? 'Subtotal' : 'SUBTOTAL', right: m(p.subtotal) });
  const pct = (rate) => (fr ? `${String(rate / 100).replace('.', ',')} %` : `${rate / 100}%`);
  if (p.gstHst !== null) rows.push({ left: `${p.gstLabel} ${pct(p.rates.gstHst)}`, right: m(p.gstHst) });
  if (p.pst !== null) rows.push({ left: `${p.pstLabel} ${pct(p.rates.pst)}`, right: m(p.pst) });
  if (p.qst !== null) rows.push({ left: `${p.qstLabel} ${pct(p.rates.qst)}`, right: m(p.qst) });
  if (p.sales !== null) rows.push({ left: `${p.rates.salesLabel ?? 'Sales Tax'} ${pct(p.rates.salesTax)}`, right: m(p.sales) });
  if (p.tip) rows.push({ left: fr ? 'Pourboire' : 'Tip', right: m(p.tip) });
  const totalLabel = fr ? 'TOTAL' : spec.layout === 'invoice' ? 'Total Due' : spec.layout === 'us' ? `TOTAL ${p.rates.currency}` : 'TOTAL';
  rows.push({ left: totalLabel, right: m(p.total), bold: true, size: 1.15 });
  rows.push({ left: p.payment, right: m(p.total) });
  rows.push({ gap: true });
  if (p.bn) rows.push({ left: `${fr ? 'No TPS' : p.gstLabel === 'HST' ? 'HST #' : 'GST #'}: ${bnText(p.bn, p.bnForm)}` });
  if (p.qstNumber) rows.push({ left: `No TVQ: ${p.qstNumber}` });
  rows.push({ center: fr ? 'Merci de votre visite!' : 'Thank you!' });
  return rows;
}

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svgOf(spec) {
  const rows = rowsOf(spec);
  const wide = spec.layout === 'invoice';
  const width = wide ? 900 : 560;
  const base = MONO.has(spec.font) ? 22 : 24;
  const margin = 36;
  let y = margin;
  const parts = [];
  for (const row of rows) {
    if (row.gap) {
      y += base * 0.7;
      continue;
    }
    const size = Math.round(base * (row.size ?? 1));
    y += size * 1.35;
    const style = `font-family="${spec.font}" font-size="${size}"${row.bold ? ' font-weight="bold"' : ''}`;
    if (row.center) parts.push(`<text x="${width / 2}" y="${y}" text-anchor="middle" ${style}>${escapeXml(row.center)}</text>`);
    if (row.left) parts.push(`<text x="${margin}" y="${y}" ${style}>${escapeXml(row.left)}</text>`);
    if (row.right) parts.push(`<text x="${width - margin}" y="${y}" text-anchor="end" ${style}>${escapeXml(row.right)}</text>`);
  }
  const height = Math.ceil(y + margin);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${parts.join('')}</svg>`,
    width,
    height,
  };
}

function pdfOf(spec) {
  const rows = rowsOf(spec);
  const wide = spec.layout === 'invoice';
  const width = wide ? 612 : 260;
  const base = wide ? 11 : 9;
  const margin = 20;
  let height = margin * 2;
  for (const row of rows) height += row.gap ? base * 0.7 : base * (row.size ?? 1) * 1.4;
  const doc = new PDFDocument({
    size: [width, Math.max(height, 200)],
    margin: 0,
    compress: true,
    info: { Title: `Receipt ${spec.id}`, CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  doc.font(fontFile(spec.font));
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((resolveDone) => doc.on('end', () => resolveDone(Buffer.concat(chunks))));
  let y = margin;
  for (const row of rows) {
    if (row.gap) {
      y += base * 0.7;
      continue;
    }
    const size = base * (row.size ?? 1);
    doc.fontSize(size);
    const inner = width - margin * 2;
    if (row.center) doc.text(row.center, margin, y, { width: inner, align: 'center', lineBreak: false });
    if (row.left) doc.text(row.left, margin, y, { lineBreak: false });
    if (row.right) doc.text(row.right, margin, y, { width: inner, align: 'right', lineBreak: false });
    y += size * 1.4;
  }
  doc.end();
  return done;
}

/** Seeded grey noise over the image (raw greyscale pixels). */
async function addNoise(image, amount, seed) {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const r = rng(seed);
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + Math.round((r() - 0.5) * 2 * amount)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
}

/** The receipt's file: { bytes, kind: 'pdf' | 'png' | 'jpeg', mimeType }. */
export async function render(spec) {
  if (spec.kind === 'pdf') return { bytes: await pdfOf(spec), kind: 'pdf', mimeType: 'application/pdf' };
  const { svg, width } = svgOf(spec);
  const clean = await sharp(Buffer.from(svg)).png().toBuffer();
  if (spec.kind === 'png') return { bytes: clean, kind: 'png', mimeType: 'image/png' };
  const d = spec.damage;
  // A phone photo: a greyish paper on a darker table, slightly sheared (cheap perspective), turned, soft, noisy, compressed.
  const sheared = await sharp(clean)
    .resize({ width: Math.round(width * d.scale) })
    .affine([1, d.shear, 0, 1], { background: '#5a5a5a' })
    .rotate(d.rotate, { background: '#5a5a5a' })
    .linear(0.85, 18)
    .blur(d.blur)
    .png()
    .toBuffer();
  const noisy = await addNoise(sheared, d.noise, SEED + Number(spec.id.slice(1)));
  return { bytes: await sharp(noisy).jpeg({ quality: d.quality }).toBuffer(), kind: 'jpeg', mimeType: 'image/jpeg' };
}

/** Per half and currency: vendors and receipts ("holdout USD: 2 vendors, 10 receipts"). */
export function currencyCounts(specs) {
  const rows = new Map();
  for (const s of specs) {
    const key = `${s.split} ${s.truth.currency}`;
    const row = rows.get(key) ?? { vendors: new Set(), receipts: 0 };
    row.vendors.add(s.truth.vendor);
    row.receipts++;
    rows.set(key, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, row]) => `${key}: ${row.vendors.size} vendors, ${row.receipts} receipts`)
    .join('\n');
}

/** The manifest: truth and how each receipt is made, no pixels. */
export function manifestOf(specs) {
  return {
    $comment: 'Generated by scripts/receipts-set/generate.mjs (seeded); do not edit. Split by vendor, stratified by currency: tuning | holdout.',
    seed: SEED,
    receipts: specs.map(({ id, split, kind, font, layout, lang, damage, truth }) => ({ id, split, kind, font, layout, lang, damage, truth })),
  };
}

async function main() {
  const specs = receiptSpecs();
  writeFileSync(MANIFEST, `${JSON.stringify(manifestOf(specs), null, 1)}\n`);
  const counts = specs.reduce((acc, s) => ((acc[`${s.split}/${s.kind}`] = (acc[`${s.split}/${s.kind}`] ?? 0) + 1), acc), {});
  console.log(`${specs.length} receipts → ${MANIFEST}`, counts);
  console.log(currencyCounts(specs));
  if (process.argv.includes('--files')) {
    const out = join(REPO_ROOT, '.tmp', 'receipts-set');
    for (const spec of specs) {
      const dir = join(out, spec.split);
      mkdirSync(dir, { recursive: true });
      const file = await render(spec);
      writeFileSync(join(dir, `${spec.id}.${file.kind === 'jpeg' ? 'jpg' : file.kind}`), file.bytes);
    }
    console.log(`files → ${out}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
