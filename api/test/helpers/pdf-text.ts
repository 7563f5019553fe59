import { execFileSync } from 'node:child_process';

/**
 * The text of each page of a PDF (pdfjs-dist, as the receipt reader uses it), lines ending in
 * newlines. pdfjs is an ES module that Jest's CommonJS runtime cannot import, so a plain Node
 * child process reads it: the PDF on stdin, the pages as a JSON array on stdout.
 */
export function pdfPages(pdf: Buffer): string[] {
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
    process.stdout.write(JSON.stringify(pages));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, cwd: __dirname, maxBuffer: 16 * 1024 * 1024 }).toString(
    'utf8',
  );
  return JSON.parse(out) as string[];
}

/** The text of a PDF, page by page joined by newlines. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join('\n');
}

/** The first lines of each page (the brand, then the page's title): where each section starts. */
export function pageHeadings(pdf: Buffer, lines = 2): string[][] {
  return pdfPages(pdf).map((page) =>
    page
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, lines),
  );
}
