/* global document, requestAnimationFrame, setTimeout */
// Starts the app's scripts once a page the server drew has painted (see apps/server/src/lib/spa.ts):
// the first paint and its images then have the connection to themselves on a slow network. A hidden
// tab paints no frames, so a timer starts them there.
{
  const tag = document.currentScript;
  let started = false;
  // A module preload costs the main thread about a millisecond to add on a fast machine: a page's
  // two dozen go in small batches, one task each, so no task grows long on a slow phone.
  const BATCH = 4;
  const preload = (hrefs) => {
    for (const href of hrefs.slice(0, BATCH)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > BATCH) setTimeout(() => preload(hrefs.slice(BATCH)), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.getAttribute('data-entry');
    document.head.append(script);
    preload((tag.getAttribute('data-preload') ?? '').split(' ').filter(Boolean));
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
