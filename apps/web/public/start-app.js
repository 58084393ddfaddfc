/* global document, requestAnimationFrame, setTimeout */
// Starts the app's scripts once a page the server drew has painted (see apps/server/src/lib/spa.ts):
// the first paint and its images then have the connection to themselves on a slow network. A hidden
// tab paints no frames, so a timer starts them there.
{
  const tag = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (tag.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.getAttribute('data-entry');
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
