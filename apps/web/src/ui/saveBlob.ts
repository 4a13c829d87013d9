/** Hands a blob to the browser as a download named `fileName` (a click on a temporary link). */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // some browsers read the URL after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
