// Files asked for ahead of the element or rule that uses them (docs/decisions/043): the list's first card's photo
// (the list's first script or the app, whoever asks first) and the font (a prerendered page's first script). No
// imports: the first scripts carry it.

/** Adds a preload of `href` with `attributes` unless the page has one already. */
function addPreload(href: string, attributes: Readonly<Record<string, string>>): void {
  const links = document.head.querySelectorAll('link[rel="preload"]');
  if (!href || [...links].some((link) => link.getAttribute('href') === href)) {
    return;
  }
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', href, ...attributes })) {
    link.setAttribute(name, value);
  }
  document.head.append(link);
}

/** A high-priority image preload for the photo at `href`, once per page. */
export function preloadPhoto(href: string): void {
  addPreload(href, { as: 'image', fetchpriority: 'high' });
}

/** The font file at `href` asked for now, as a preload in the page's HTML would. */
export function preloadFont(href: string): void {
  addPreload(href, { as: 'font', type: 'font/woff2', crossorigin: '' });
}
