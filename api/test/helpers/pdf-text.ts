import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF, page by page joined by newlines (pdfjs-dist, as the receipt reader uses
 * it). pdfjs is an ES module that Jest's CommonJS runtime cannot import, so a plain Node
 * child process reads it: the PDF on stdin, the text on stdout.
 */
export function pdfText(pdf: Buffer): string {
  const script = `
    import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      pages.push(items.map((item) => item.str + (item.hasEOL ? '\\n' : '')).join(''));
    }
    process.stdout.write(pages.join('\\n'));
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, cwd: __dirname, maxBuffer: 16 * 1024 * 1024 }).toString('utf8');
}
