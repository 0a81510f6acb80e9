/** Hands a text file to the browser's download (the export never leaves the admin's machine). */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
