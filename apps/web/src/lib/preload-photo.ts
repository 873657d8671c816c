// A photo asked for ahead of its <img> (the list's first card's, docs/decisions/043): once per page, whoever asks
// first (the list's first script or the app). No imports: the first script carries it.

/** Adds a high-priority image preload for `href` unless the page has one already. */
export function preloadPhoto(href: string): void {
  const links = document.head.querySelectorAll('link[rel="preload"]');
  if (!href || [...links].some((link) => link.getAttribute('href') === href)) {
    return;
  }
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' })) {
    link.setAttribute(name, value);
  }
  document.head.append(link);
}
