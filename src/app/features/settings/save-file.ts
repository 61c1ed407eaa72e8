/** Saves a Blob as a download named `fileName` (an <a download> clicked, then let go). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the Blob after the click returns: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
