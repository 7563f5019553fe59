// Small real files of each accepted kind, and disguised ones, for the submission tests.
import PDFDocument from 'pdfkit';
import { textPdf } from '../../src/seed/fixtures/text-pdf';

export const pdf = (text = 'Receipt - $12.50') => textPdf(text);

/** A receipt typeset by pdfkit (its own text layout and fonts), one line per entry: read without OCR. */
export function typesetReceiptPdf(lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: [300, 500] });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(12);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** A 1x1 PNG. */
export const png = () =>
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** JPEG: SOI + JFIF APP0 header (file-type needs only the signature). */
export const jpeg = () => Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);

/** WebP: RIFF....WEBPVP8 . */
export const webp = () => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(40, 1)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
};

/** HEIC: an ISO-BMFF ftyp box with brand heic. */
export const heic = () => {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.alloc(64, 0)]);
};

export const csv = (rows = 3) =>
  Buffer.from(['Date,Description,Amount', ...Array.from({ length: rows }, (_, i) => `2026-10-0${(i % 9) + 1},Coffee ${i},4.5${i % 10}`)].join('\n') + '\n');

/** An ELF executable header (what a Linux binary starts with). */
export const elf = () => Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(200, 0x90)]);

/** A Windows executable (MZ ... PE). */
export const exe = () => {
  const b = Buffer.alloc(256, 0);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
};

/** An HTML page: text, but not a CSV we accept under another name. */
export const html = () => Buffer.from('<!doctype html><script>alert(1)</script>');
