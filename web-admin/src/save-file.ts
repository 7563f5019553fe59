/** Hands a downloaded file to the browser under the given name. */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: Chromium starts the download from the click synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
