/*
 * The session page's first requests, sent while the page's HTML is still read (ADR 161): the
 * server names this script in the HTML of /session only, first in <head>, and it asks at once for
 * the session file — beside the app's code, not after it has run — and, once that answers and
 * says the document shown is seen as PDF pages, for pdf.js's code and worker, the document's
 * signed URL and the PDF's first chunk, before the app's shell sends its own requests. The app
 * takes each answer (app/session/early-session-request.ts, pdf/load-pdfjs.ts) when it would send
 * the same request with the same token and language, and asks again otherwise. Plain script, no imports: it runs before anything else.
 * The keys, URLs and headers are those of lib/auth-token-key.ts, lib/language.ts,
 * lib/api-client.ts, features/material/prefetch-material.ts (which document, whether as PDF) and
 * pdf-source.ts (the first chunk's size); the server gives, in data attributes, the document kinds
 * shown as PDF pages, pdf.js's chunk and its worker's script
 * (app/session/start-session-loading.test.ts runs it).
 */
/* global document, location, window, Worker */
(function () {
  try {
    var script = document.currentScript;
    if (location.pathname !== '/session' || typeof fetch !== 'function') return;
    var params = new URLSearchParams(location.search);
    var sessionId = params.get('session_id');
    var token = localStorage.getItem('mnemo.token');
    if (!sessionId || !token) return;
    var asked = params.get('lang');
    var stored = localStorage.getItem('mnemo.lang');
    var language = asked === 'en' || asked === 'pt' ? asked : stored === 'en' || stored === 'pt' ? stored : 'en';
    var headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: 'Bearer ' + token };
    var shareToken = params.get('sharetoken');
    var withShare = function (query) {
      if (shareToken !== null) query.set('sharetoken', shareToken);
      var search = query.toString();
      return search ? '?' + search : '';
    };
    var send = function (url) {
      var response = fetch(url, { headers: headers });
      // the app reports a failure when it takes the answer; until then it is not an unhandled rejection
      response.catch(function () {});
      return { url: url, response: response };
    };
    var readJson = function (response) {
      return response.ok ? response.clone().json() : null;
    };
    var file = send(
      '/api/directory/' +
        encodeURIComponent(params.get('folder_id') || 'root') +
        '/file/' +
        encodeURIComponent(sessionId) +
        withShare(new URLSearchParams()),
    );
    var start = { url: file.url, token: token, language: language, response: file.response };
    window.__mnemoSessionStart = start;

    var pdfKinds = ((script && script.getAttribute('data-pdf-kinds')) || '').split(',');
    var pdfjs = script && script.getAttribute('data-pdfjs');
    var pdfWorker = script && script.getAttribute('data-pdfjs-worker');
    // pdf.js's worker, started now rather than once the app's code runs (ADR 173): its script
    // downloads and compiles in its own thread while the app loads; the app takes it
    // (load-pdfjs.ts) once it said it is ready, the message pdf.js's worker sends when it has loaded
    var startPdfWorker = function () {
      if (!pdfWorker || typeof Worker !== 'function' || window.__mnemoPdfWorker) return;
      var worker;
      try {
        worker = new Worker(pdfWorker, { type: 'module' });
      } catch {
        return; // not allowed here: the app starts it
      }
      window.__mnemoPdfWorker = {
        url: pdfWorker,
        ready: new Promise(function (resolve) {
          var settle = function (ready) {
            worker.removeEventListener('message', onMessage);
            worker.removeEventListener('error', onError);
            if (!ready) worker.terminate();
            resolve(ready ? worker : null);
          };
          var onMessage = function (event) {
            if (event.data && event.data.action === 'ready') settle(true);
          };
          // a script that cannot load: the app starts pdf.js's worker itself
          var onError = function () {
            settle(false);
          };
          worker.addEventListener('message', onMessage);
          worker.addEventListener('error', onError);
        }),
      };
    };
    var documentId = params.get('doc');
    // pdf.js's code (a module preload) and its worker, once a PDF is known to be shown
    var pdfCodeStarted = false;
    var startPdfCode = function () {
      if (pdfCodeStarted) return;
      pdfCodeStarted = true;
      if (pdfjs) {
        var preload = document.createElement('link');
        preload.rel = 'modulepreload';
        preload.crossOrigin = '';
        preload.href = pdfjs;
        document.head.appendChild(preload);
      }
      startPdfWorker();
    };
    // a document's signed URL for its PDF, and once it answers the file's first chunk
    var askContentUrl = function (id) {
      var query = new URLSearchParams();
      query.set('variant', 'pdf');
      var contentUrl = send('/api/documents/' + encodeURIComponent(id) + '/content-url' + withShare(query));
      contentUrl.head = contentUrl.response
        .then(readJson)
        .then(function (signed) {
          if (!signed || typeof signed.url !== 'string') return null;
          // the first 64 KB chunk, as the viewer asks for it (pdf-source.ts, PDF_RANGE_CHUNK_BYTES)
          var head = fetch(signed.url, { headers: { range: 'bytes=0-65535' } });
          head.catch(function () {});
          // a file of up to 1 MB is read whole (pdf-source.ts, PDF_WHOLE_FILE_MAX_BYTES, ADR 173): the
          // rest of it as soon as the first chunk gives its length, as the viewer would ask for it
          var rest = head.then(function (response) {
            var range = response.status === 206 ? response.headers.get('content-range') || '' : '';
            var match = /^bytes \d+-\d+\/(\d+)$/.exec(range.trim());
            var length = match ? Number(match[1]) : 0;
            if (length <= 65536 || length > 1048576) return null;
            return fetch(signed.url, { headers: { range: 'bytes=65536-' + (length - 1) } });
          });
          rest.catch(function () {});
          return { url: signed.url, response: head, rest: rest };
        })
        .catch(function () {
          return null;
        });
      return contentUrl;
    };
    // the PDF's requests (null: none), settled once the session file is read
    start.pdf = file.response
      .then(readJson)
      .then(function (session) {
        var documents = (session && session.documents) || [];
        var shown =
          documents.filter(function (d) {
            return d.id === documentId;
          })[0] || documents[0];
        if (!shown || shown.status !== 'completed' || pdfKinds.indexOf(shown.kind) < 0 || shown.hasPdf === false)
          return null;
        startPdfCode();
        return askContentUrl(shown.id);
      })
      .catch(function () {
        return null;
      });
  } catch {
    // storage unavailable, an old browser: the app asks itself
  }
})();
