// What pdf.js gets for `@napi-rs/canvas` in the server (load-pdfjs.ts): text extraction draws
// nothing, so these are never constructed; if something ever did draw, it fails here, loudly.

class NotLoaded {
  constructor() {
    throw new Error(
      'pdf.js drawing is not available in the server: @napi-rs/canvas is not loaded (text extraction only, load-pdfjs.ts)',
    );
  }
}

export class DOMMatrix extends NotLoaded {}
export class Path2D extends NotLoaded {}
