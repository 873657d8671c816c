// The prerendered pages' loader of the app (apps/web/vite.config.ts, docs/decisions/043): the page paints from its
// HTML, CSS and font first, and the app's modules are asked for only after that first paint, so they do not
// share the phone's bandwidth with what the first screen needs. A hidden tab paints nothing: a timer loads it too.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  let isLoaded = false;
  const load = () => {
    if (isLoaded) {
      return;
    }
    isLoaded = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(load, 0));
  setTimeout(load, 500);
})();
