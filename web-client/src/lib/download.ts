import { ApiError } from './api-client';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/**
 * A GET whose answer is a file: the body as a Blob and the server's file name
 * (the URL's last path segment plus `.csv` when the answer names none).
 */
export async function apiRequestBlob(url: string): Promise<DownloadedFile> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  const fallback = url.split('?')[0].split('/').pop() + '.csv';
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('Content-Disposition'), fallback) };
}

/** Hands a downloaded file to the browser's save flow. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
