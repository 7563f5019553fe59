import type { CapturedMail } from './smtp-capture';

/**
 * The subject of a captured mail as the recipient reads it: a non-ASCII subject (French)
 * travels as folded RFC 2047 encoded-words ("=?UTF-8?Q?Votre_rapport...?="), decoded here.
 */
export function decodedSubject(mail: CapturedMail): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return subject.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1'), 'utf8')
          .toString('utf8')
          .replace(/(%[0-9A-F]{2})+/gi, (m) => decodeURIComponent(m)),
  );
}
