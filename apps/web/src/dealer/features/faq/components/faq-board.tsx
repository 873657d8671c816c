// The FAQ list from the server with category tabs (전체 / 회원가입 / 이용방법) over one accordion.
import { useState } from 'react';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory } from '@autobid/shared';
import { QueryState } from '@/components/ui/query-state';
import { LoadingView } from '@/components/ui/status-view';
import { TabList } from '@/components/ui/tab-list';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from './faq-accordion';
import styles from './faq-board.module.css';

type FaqTab = 'ALL' | FaqCategory;

const TABS: readonly { value: FaqTab; label: string }[] = [
  { value: 'ALL', label: '전체' },
  ...FAQ_CATEGORIES.map((category) => ({ value: category, label: FAQ_CATEGORY_LABELS[category] })),
];

export function FaqBoard() {
  const [tab, setTab] = useState<FaqTab>('ALL');
  const query = useFaqs();
  return (
    <div>
      <TabList
        label="자주 묻는 질문 분류"
        items={TABS}
        selected={tab}
        onSelect={setTab}
        classes={{ list: styles.tabs, tab: styles.tab, active: styles.active }}
      />
      <div role="tabpanel" className={styles.panel}>
        <QueryState query={query} loading={<LoadingView />}>
          {(faqs) => {
            const items = faqs.filter((faq) => tab === 'ALL' || faq.category === tab);
            return items.length === 0 ? (
              <p className={styles.empty}>등록된 질문이 없습니다.</p>
            ) : (
              // A new key per tab so an answer opened under another tab does not stay open.
              <FaqAccordion key={tab} items={items} />
            );
          }}
        </QueryState>
      </div>
    </div>
  );
}
