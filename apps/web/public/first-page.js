// /auction/list's first script, the first element of that page's HTML alone (apps/web/vite.config.ts,
// docs/decisions/043 addendum "The first screen on a phone"): for a dealer whose token last read APPROVED (the
// note src/lib/storage.ts keeps, `wasApproved`), the list's page 1 without filters and the profile the route guard
// waits for are asked for now, before the app's modules have loaded, and the app's first call to each URL with that
// token takes its answer (src/lib/early-request.ts) instead of asking again: the same requests, read and judged by
// the same code. As page 1 arrives, the first card's photo (the page's largest paint) is asked for too. A list with conditions in its address
// is asked for by the app (src/main.tsx). src/dealer/features/auctions-list/api/first-page-script.test.ts holds
// the URL, the headers and the photo to the app's own.
(() => {
  const PAGE_1 = '/api/v1/dealers/auction/list?page=1&size=12';
  const PROFILE = '/api/v1/dealers/profile';
  /** The card's photo (src/components/ui/auction-card.tsx `cardImage`): the side photo, else the main image. */
  const cardImage = (item) => {
    const side =
      item.images.find((img) => img.type === 'LEFT_SIDE') ??
      item.images.find((img) => img.type === 'RIGHT_SIDE');
    return side?.image ?? item.image;
  };
  const preloadPhoto = (href) => {
    const links = document.head.querySelectorAll('link[rel="preload"]');
    if (!href || [...links].some((link) => link.getAttribute('href') === href)) {
      return;
    }
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({
      rel: 'preload',
      as: 'image',
      href,
      fetchpriority: 'high',
    })) {
      link.setAttribute(name, value);
    }
    document.head.append(link);
  };
  let token = null;
  try {
    token = localStorage.getItem('token');
    if (!token || localStorage.getItem('approvedToken') !== token) {
      return;
    }
  } catch {
    // No storage: the app asks for itself.
    return;
  }
  if (location.search || location.pathname.replace(/\/+$/, '') !== '/auction/list') {
    return;
  }
  const ask = (url) => {
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failure is the app's to report when it takes the answer; left here, it is not an unhandled rejection.
    response.catch(() => undefined);
    return { url, token, response };
  };
  const page1 = ask(PAGE_1);
  page1.response = page1.response.then((answer) => {
    if (answer.ok) {
      answer
        .clone()
        .json()
        .then((body) => {
          const first = body?.data?.items?.[0];
          if (first) {
            preloadPhoto(cardImage(first));
          }
        })
        .catch(() => undefined);
    }
    return answer;
  });
  page1.response.catch(() => undefined);
  window.autobidEarlyRequests = [page1, ask(PROFILE)];
})();
