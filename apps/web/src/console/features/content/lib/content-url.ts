// The content screen's place in the URL, so a reload or a shared link opens the same view: the tab, the
// notice being edited ("new" or its id), the notice list's search and page, and the FAQ category.
import { FAQ_CATEGORIES, type FaqCategory } from '@autobid/shared';
import { urlChoice, urlRowNumber } from '../../../lib/url-view';

export type ContentTab = 'notices' | 'faq';
export type NoticeTarget = 'new' | number | null;

export type ContentView = {
  tab: ContentTab;
  notice: NoticeTarget;
  q: string;
  page: number;
  category: FaqCategory;
};

export function readContentView(params: URLSearchParams): ContentView {
  const notice = params.get('notice');
  return {
    tab: params.get('tab') === 'faq' ? 'faq' : 'notices',
    notice: notice === 'new' ? 'new' : urlRowNumber(notice),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: urlRowNumber(params.get('page')) ?? 1,
    category: urlChoice(FAQ_CATEGORIES, params.get('category'), FAQ_CATEGORIES[0]),
  };
}

/** The query string of a view, leaving out what is the default. */
export function contentSearch(view: Partial<ContentView>): string {
  const params = new URLSearchParams();
  if (view.tab === 'faq') {
    params.set('tab', 'faq');
    if (view.category && view.category !== FAQ_CATEGORIES[0]) {
      params.set('category', view.category);
    }
  } else {
    if (view.notice !== null && view.notice !== undefined) {
      params.set('notice', String(view.notice));
    }
    if (view.q) {
      params.set('q', view.q);
    }
    if (view.page && view.page > 1) {
      params.set('page', String(view.page));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
