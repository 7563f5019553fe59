// The reader of a receipt, in a worker thread of a worker process (never in a request): the
// text of a PDF's text layer (pdfjs-dist), else OCR (tesseract.js with the English and French
// trained data installed from npm; nothing is downloaded) of the image normalised by sharp
// (turned by its EXIF orientation, greyscale, sized for OCR). HEIC photos are converted to
// JPEG first (heic-convert). After each page the worker says so, and the API side restarts
// the page's time limit (ReceiptReader). Started by ReceiptReader (receipt-reader.ts).
import { dirname, join } from 'node:path';
import { RECEIPT_MESSAGES } from '@ledgerleaf/contracts';
import convertHeic from 'heic-convert';
import sharp from 'sharp';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';
import { serveParseJobs } from '../../../common/parsing/parse-worker-port';
import type { ReceiptReaderJob, ReceiptReaderMessage } from './receipt-reader';
import { trainedDataFolder } from './trained-data-folder';

/** Fewer letters than this in a PDF's text layer: a scanned PDF, read by OCR instead. */
const MIN_TEXT_LETTERS = 12;
/** The longer side an image is brought to for OCR (receipts photographed by phones are 3000–4000 px). */
const OCR_MAX_SIDE = 2000;
/** A small image is enlarged to at least this width: tesseract reads characters of ~20 px best. */
const OCR_MIN_WIDTH = 1000;
/** Pixels sharp accepts from a photo (a 50-megapixel phone photo is the largest sensible). */
const MAX_INPUT_PIXELS = 60_000_000;
/** English and French: the two trained data packages installed from npm. */
const OCR_LANGUAGES = ['eng', 'fra'] as const;

// libvips keeps recent operations' results (up to 50 MB by default) for a repeat that never
// comes: every receipt is a new image. Off, so the reader's memory stays flat (libvips is per
// process; only this reader uses sharp in the API).
sharp.cache(false);

const damaged = () => new DomainException(DomainErrorKind.UNPROCESSABLE, RECEIPT_MESSAGES.unreadableDamaged);

// Started on first use: a worker that only reads PDFs with text never starts tesseract.
let tesseract: Promise<TesseractWorker> | undefined;

/**
 * The folder tesseract reads its trained data from: the small LSTM ("best_int") models of the
 * npm packages @tesseract.js-data/eng and /fra, linked side by side into one folder, because
 * tesseract.js takes a single langPath (and its other way, languages given as data, names
 * them wrongly in 7.0.0). A local path: tesseract reads the files and fetches no URL (its
 * default langPath is a CDN); caching is off, so it writes nothing itself.
 */
function ownTrainedDataFolder(): string {
  return trainedDataFolder(
    OCR_LANGUAGES.map((lang) => ({
      name: `${lang}.traineddata.gz`,
      path: join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`),
    })),
  );
}

/** One tesseract worker for this thread, kept warm between receipts (its start takes about a second). */
function ocrWorker(): Promise<TesseractWorker> {
  tesseract ??= createWorker(OCR_LANGUAGES.join('+'), OEM.LSTM_ONLY, { langPath: ownTrainedDataFolder(), cacheMethod: 'none', gzip: true });
  return tesseract;
}

/** An image made ready for OCR: upright (EXIF), greyscale, contrast stretched, sized. */
async function normalise(image: Uint8Array): Promise<Buffer> {
  try {
    const base = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { width = 0 } = await base.clone().metadata();
    const resized =
      width && width < OCR_MIN_WIDTH
        ? base.resize({ width: OCR_MIN_WIDTH })
        : base.resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return await resized.greyscale().normalise().png().toBuffer();
  } catch {
    throw damaged();
  }
}

async function ocr(image: Uint8Array): Promise<string> {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(Buffer.from(await normalise(image)));
  return data.text ?? '';
}

interface PdfText {
  text: string;
  pages: number;
  /** The pages' images, rendered for OCR when the text layer is empty (null when no renderer). */
  scanned: Uint8Array[] | null;
}

type TextItem = { str: string; hasEOL: boolean; transform: number[] };

/** The text of a PDF's first pages, line by line (items on one baseline make one line). */
async function pdfText(content: Uint8Array, maxPages: number, pageDone: () => void): Promise<PdfText> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let pdf: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    pdf = await pdfjs.getDocument({ data: content, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch {
    throw damaged();
  }
  try {
    const pages = Math.min(pdf.numPages, maxPages);
    const lines: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const page = await pdf.getPage(n);
      const { items } = await page.getTextContent();
      let line = '';
      let baseline: number | null = null;
      for (const item of items as TextItem[]) {
        if (typeof item.str !== 'string') continue;
        const y = item.transform?.[5] ?? null;
        if (baseline !== null && y !== null && Math.abs(y - baseline) > 2 && line) {
          lines.push(line);
          line = '';
        }
        line += line && item.str && !line.endsWith(' ') ? ` ${item.str}` : item.str;
        baseline = y;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
      pageDone();
    }
    const text = lines.join('\n');
    if ((text.match(/\p{L}/gu) ?? []).length >= MIN_TEXT_LETTERS) return { text, pages, scanned: null };
    return { text, pages, scanned: await renderPages(pdf, pages, pageDone) };
  } finally {
    await pdf.destroy();
  }
}

/** A scanned PDF's pages as PNG images (pdfjs with @napi-rs/canvas, its optional renderer); null when there is no renderer. */
async function renderPages(
  pdf: { getPage(n: number): Promise<unknown>; canvasFactory?: unknown },
  pages: number,
  pageDone: () => void,
): Promise<Uint8Array[] | null> {
  const factory = pdf.canvasFactory as
    { create(w: number, h: number): { canvas: { toBuffer(type: string): Buffer }; context: unknown }; destroy(c: unknown): void } | undefined;
  if (!factory) return null;
  const images: Uint8Array[] = [];
  for (let n = 1; n <= pages; n++) {
    const page = (await pdf.getPage(n)) as {
      getViewport(o: { scale: number }): { width: number; height: number };
      render(o: unknown): { promise: Promise<void> };
    };
    const viewport = page.getViewport({ scale: 2 });
    const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvasContext: target.context, canvas: target.canvas, viewport }).promise;
    images.push(target.canvas.toBuffer('image/png'));
    factory.destroy(target);
    pageDone();
  }
  return images;
}

serveParseJobs<never, ReceiptReaderMessage, ReceiptReaderJob>(async ({ data, send }) => {
  const content = new Uint8Array(data.content.buffer, data.content.byteOffset, data.content.byteLength);
  const pageDone = () => send({ type: 'page' });
  if (data.kind === 'pdf') {
    const read = await pdfText(content, data.maxPages, pageDone);
    if (!read.scanned) return { type: 'done', text: read.text, method: 'pdf-text', pages: read.pages, converted: null };
    const texts: string[] = [];
    for (const image of read.scanned) {
      texts.push(await ocr(image));
      pageDone();
    }
    return { type: 'done', text: texts.join('\n'), method: 'ocr', pages: read.pages, converted: null };
  }
  let image = content;
  let converted: Uint8Array | null = null;
  if (data.kind === 'heic') {
    try {
      converted = new Uint8Array(await convertHeic({ buffer: content, format: 'JPEG', quality: 0.9 }));
    } catch {
      throw damaged();
    }
    image = converted;
    pageDone();
  }
  return { type: 'done', text: await ocr(image), method: 'ocr', pages: 1, converted };
});
