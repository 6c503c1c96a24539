/*
 * The demo backend's service worker: MSW's own worker (imported unchanged below), except that the
 * app's static files skip it. MSW asks the page's main thread about every request it sees; for the
 * code, styles and fonts of a screen that round trip waits on a busy page, so they go straight to
 * the network instead, as they do with the demo off. Everything else (the fake services and the
 * demo's pictures) is MSW's.
 */
const STATIC_FILES = new RegExp(
  '^' +
    new URL('./', self.location.href).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') +
    // built files, and the dev server's modules (src/, node_modules/, @vite/client, @fs/, ...)
    '(assets/|src/|node_modules/|@|config\\.json$|favicon\\.svg$)',
);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && STATIC_FILES.test(url.pathname)) {
    // Not answered here and not passed on to MSW's listener: the browser fetches it itself.
    event.stopImmediatePropagation();
  }
});

importScripts('./mockServiceWorker.js');
