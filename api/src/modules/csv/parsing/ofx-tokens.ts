// A single-pass reader of OFX markup (issue 25): OFX 1.x SGML (headers as `KEY:VALUE` lines,
// leaf tags left unclosed) and OFX 2.x XML (`<?xml …?><?OFX …?>`, comments, CDATA,
// entities). It replaces ofx-js, whose regular expressions with nested quantifiers ran
// in exponential time over a crafted file and froze the API. Every character is looked at a
// bounded number of times: the scan moves forward with indexOf and fixed-size loops, and
// nothing here is a regular expression over unbounded input.
import { BANK_FILE_MESSAGES, OFX_LIMITS } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** What the reader tells its visitor, in file order. `line()` is the line of the tag just read. */
export interface OfxVisitor {
  /** An aggregate (or an empty element) opens; `parents` are the open elements around it, outermost first. */
  open(name: string, parents: readonly string[], line: () => number): void;
  /** A leaf with its text (entities decoded, CDATA kept, trimmed). */
  value(name: string, text: string, parents: readonly string[], line: () => number): void;
  close(name: string, parents: readonly string[]): void;
}

/** Line numbers of positions asked for in increasing order: every character is counted once. */
class LineCounter {
  private at = 0;
  private line = 1;
  constructor(private readonly content: string) {}
  of(position: number): number {
    for (let i = this.content.indexOf('\n', this.at); i >= 0 && i < position; i = this.content.indexOf('\n', i + 1)) this.line++;
    this.at = Math.max(this.at, position);
    return this.line;
  }
}

/** Letters, digits, '.', '_' and '-' (INTU.BID, and the lower case some files use). */
function isNameChar(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 46 || code === 95 || code === 45;
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** A bounded pattern (at most 9 characters between & and ;): linear over any text. */
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,4});/g;

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Reads `content` whole, telling `visitor` each element. In SGML a leaf has text and no end
 * tag; in XML it is closed (`<NAME>x</NAME>`), which closes nothing further. Elements are
 * refused beyond OFX_LIMITS (name length, value length, depth), and so are an end tag that
 * does not close the innermost open element, a tag left open at the end of the file, and
 * a file with no OFX element: each a 400 (the caps naming the line).
 */
export function readOfxMarkup(content: string, visitor: OfxVisitor): void {
  const lines = new LineCounter(content);
  const stack: string[] = [];
  const n = content.length;
  let seenOfx = false;
  /** The XML leaf just read, whose end tag may follow. */
  let leaf: string | null = null;
  let pos = content.indexOf('<');
  if (pos < 0) throw invalid(BANK_FILE_MESSAGES.ofxUnreadable);

  /** The end of a construct opened at `start` by `open` and closed by `close`, or a 400 naming its line. */
  const skipPast = (start: number, close: string): number => {
    const end = content.indexOf(close, start);
    if (end < 0) throw invalid(BANK_FILE_MESSAGES.ofxUnclosed(lines.of(start)));
    return end + close.length;
  };

  /** A tag's name from `from`: name characters up to OFX_LIMITS.maxTagLength. */
  const nameAt = (from: number, tagStart: number): string => {
    let end = from;
    while (end < n && isNameChar(content.charCodeAt(end))) {
      end++;
      if (end - from > OFX_LIMITS.maxTagLength) throw invalid(BANK_FILE_MESSAGES.ofxTagTooLong(lines.of(tagStart)));
    }
    if (end === from) throw invalid(BANK_FILE_MESSAGES.ofxMalformedTag(lines.of(tagStart)));
    return content.slice(from, end);
  };

  /** After a name: a few spaces, an optional '/', then '>'. Returns the position after '>' and whether the tag closed itself. */
  const tagEnd = (from: number, tagStart: number): { next: number; empty: boolean } => {
    let at = from;
    const limit = Math.min(n, from + OFX_LIMITS.maxTagLength);
    while (at < limit && isSpace(content.charCodeAt(at))) at++;
    const empty = content.charCodeAt(at) === 47; // '/'
    if (empty) at++;
    if (content.charCodeAt(at) !== 62) throw invalid(BANK_FILE_MESSAGES.ofxMalformedTag(lines.of(tagStart))); // '>'
    return { next: at + 1, empty };
  };

  /**
   * The text from `from` to the next tag, CDATA sections included, trimmed. Its length from
   * its first non-blank character is checked as it grows (each character looked at once), so
   * a huge value is refused without being trimmed again and again; blank text between
   * aggregates, however long, is not a value.
   */
  const textAt = (from: number): { text: string; next: number } => {
    let text = '';
    let lead = -1;
    const append = (part: string, where: number) => {
      const before = text.length;
      text += part;
      for (let i = before; lead < 0 && i < text.length; i++) if (!isSpace(text.charCodeAt(i))) lead = i;
      // trailing blanks are trimmed at the end: allow as many again before refusing
      if (lead >= 0 && text.length - lead > 2 * OFX_LIMITS.maxValueLength) throw invalid(BANK_FILE_MESSAGES.ofxValueTooLong(lines.of(where)));
    };
    let at = from;
    for (;;) {
      const lt = content.indexOf('<', at);
      const end = lt < 0 ? n : lt;
      append(decodeEntities(content.slice(at, end)), at);
      if (lt >= 0 && content.startsWith('<![CDATA[', lt)) {
        const close = skipPast(lt, ']]>');
        append(content.slice(lt + 9, close - 3), lt);
        at = close;
        continue;
      }
      const trimmed = lead < 0 ? '' : text.trim();
      if (trimmed.length > OFX_LIMITS.maxValueLength) throw invalid(BANK_FILE_MESSAGES.ofxValueTooLong(lines.of(from)));
      return { text: trimmed, next: end };
    }
  };

  while (pos >= 0 && pos < n) {
    const start = pos;
    const after = content.charCodeAt(pos + 1);
    if (after === 63) {
      // <?xml …?> and <?OFX …?>
      pos = content.indexOf('<', skipPast(pos, '?>'));
      continue;
    }
    if (after === 33) {
      // <!-- comment -->, <![CDATA[ outside a leaf ]]>, <!DOCTYPE …>
      if (content.startsWith('<!--', pos)) pos = skipPast(pos + 4, '-->');
      else if (content.startsWith('<![CDATA[', pos)) pos = skipPast(pos, ']]>');
      else pos = skipPast(pos, '>');
      pos = content.indexOf('<', pos);
      continue;
    }
    if (after === 47) {
      // </NAME>
      const name = nameAt(pos + 2, start).toUpperCase();
      pos = tagEnd(pos + 2 + name.length, start).next;
      if (leaf === name) leaf = null;
      else if (stack[stack.length - 1] === name) {
        stack.pop();
        visitor.close(name, stack);
        leaf = null;
      } else throw invalid(BANK_FILE_MESSAGES.ofxUnreadable);
      pos = content.indexOf('<', pos);
      continue;
    }
    const name = nameAt(pos + 1, start).toUpperCase();
    const { next, empty } = tagEnd(pos + 1 + name.length, start);
    leaf = null;
    if (name === 'OFX') seenOfx = true;
    const line = () => lines.of(start);
    if (empty) {
      visitor.open(name, stack, line);
      visitor.close(name, stack);
      pos = content.indexOf('<', next);
      continue;
    }
    const { text, next: textEnd } = textAt(next);
    if (text) {
      visitor.value(name, text, stack, line);
      leaf = name;
    } else {
      if (stack.length >= OFX_LIMITS.maxDepth) throw invalid(BANK_FILE_MESSAGES.ofxTooDeep(line()));
      visitor.open(name, stack, line);
      stack.push(name);
    }
    pos = textEnd < n ? textEnd : -1;
  }
  if (!seenOfx || stack.length) throw invalid(BANK_FILE_MESSAGES.ofxUnreadable);
}
