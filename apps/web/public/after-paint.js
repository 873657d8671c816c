// The prerendered pages' loader of the app (apps/web/vite.config.ts, docs/decisions/043): the page paints from its
// HTML, CSS and font first, and the app's modules are asked for only after that first paint, so they do not
// share the phone's bandwidth with what the first screen needs. A hidden tab paints nothing: a timer loads it too.
(() => {
  const FIRST_SCREEN_WAIT_MS = 2000;
  const PRELOAD_TASK_MS = 4;
  const { entry, preload = '' } = document.currentScript.dataset;
  let isLoaded = false;
  const load = () => {
    if (isLoaded) {
      return;
    }
    isLoaded = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    // The entry's modules are preloaded a few at a time, a task each of at most PRELOAD_TASK_MS: a page's two dozen
    // links appended in one go cost 5–25 ms of main thread on a desktop (each starts its fetch), a long task on a
    // phone.
    const hrefs = preload.split(' ').filter(Boolean);
    const preloadSome = () => {
      const started = performance.now();
      while (hrefs.length > 0 && performance.now() - started < PRELOAD_TASK_MS) {
        const href = hrefs.shift();
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (hrefs.length > 0) {
        setTimeout(preloadSome, 0);
      }
    };
    preloadSome();
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
  // The page's first script (src/first-screen/first-paint.ts) says when its first screen is on the screen: the list's
  // first photo painted, or the page's first contentful paint. The app's modules wait for it, so they share neither
  // the phone's bandwidth nor its main thread with that paint, and at most FIRST_SCREEN_WAIT_MS (a hidden tab).
  const firstScreen = window.autobidFirstScreen;
  if (firstScreen) {
    firstScreen.then(afterPaint, afterPaint);
    setTimeout(load, FIRST_SCREEN_WAIT_MS);
  } else {
    afterPaint();
    setTimeout(load, 500);
  }
})();
