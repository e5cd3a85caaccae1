import { vi } from 'vitest';

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

// jsdom has no object URLs; the browser's are opaque strings too.
if (typeof URL.createObjectURL !== 'function') {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => 'blob:stub' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
}

/**
 * Records the files the app hands to the browser's downloads (`lib/save-file.ts`): the blob behind
 * each object URL and the name on the clicked link. jsdom does not navigate, so nothing else happens.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob && this.download) saved.push({ fileName: this.download, blob });
  });
  return saved;
}

/** A file answer the way the export routes send one. */
export function fileReply(body: string, fileName: string, type: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
