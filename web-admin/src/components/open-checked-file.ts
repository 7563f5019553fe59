import { consoleHeaders } from '../http-client';

/** What to say when a file cannot be opened (admin-spec section 8). */
export interface FileMessages {
  missing: string;
  error: string;
}

export type OpenResult = 'opened' | 'missing' | 'error';

/**
 * Checks that a file exists (HEAD) before opening it in a new tab, as the spec asks:
 * a non-ok answer means the file is gone, a thrown request means it could not be reached.
 */
export async function openCheckedFile(url: string): Promise<OpenResult> {
  try {
    const res = await fetch(url, { method: 'HEAD', headers: consoleHeaders(), credentials: 'include' });
    if (!res.ok) return 'missing';
  } catch {
    return 'error';
  }
  window.open(url, '_blank', 'noopener');
  return 'opened';
}
