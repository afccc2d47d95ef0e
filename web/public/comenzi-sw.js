/*
 * The orders panel's service worker (scope /comenzi): keeps the app's shell (the page, its
 * scripts, styles, fonts, icons and the ring) so a counter tablet still opens the panel when the
 * connection drops. It NEVER caches order data: every call to the services (/user-service/,
 * /admin-service/), the websocket and uploaded media go to the network only.
 */
const CACHE = 'comenzi-shell-v1';
const SHELL = '/comenzi';
const NETWORK_ONLY = /^\/(user-service|admin-service|media)\//;
const STATIC = /^\/(assets|sounds|icons|fonts)\/|\.(js|css|woff2?|png|svg|wav|webmanifest)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // The page from the network (fresh after a deploy); the kept shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached || Response.error())),
    );
    return;
  }

  if (STATIC.test(url.pathname)) {
    // Built files have hashed names: the kept copy is right; fetched and kept the first time.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
