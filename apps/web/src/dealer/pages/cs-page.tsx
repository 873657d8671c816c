// /cs/list: the customer centre with a tab menu (FAQ / 공지사항 / 고객센터); the tab lives in ?tab= so a
// link can open one directly.
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { FaqBoard } from '@/dealer/features/faq/components/faq-board';
import { NoticeBoard } from '@/dealer/features/notices/components/notice-board';
import { pageFromSearch } from '@/dealer/features/notices/lib/page-from-search';
import { PageTitle } from '@/components/ui/page-title';
import { SupportHours } from '@/dealer/features/public-pages/components/support-hours';
import styles from '@/dealer/features/public-pages/public-pages.module.css';
import { TabList } from '@/components/ui/tab-list';

const CS_TABS = [
  { value: 'faq', label: 'FAQ' },
  { value: 'notice', label: '공지사항' },
  { value: 'center', label: '고객센터' },
] as const;
type CsTab = (typeof CS_TABS)[number]['value'];

function tabFromSearch(params: URLSearchParams): CsTab {
  const value = params.get('tab');
  return CS_TABS.find((tab) => tab.value === value)?.value ?? 'faq';
}

export function CsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  return (
    <PageContainer className={styles.narrow}>
      <PageTitle title="고객센터" description="무엇을 도와드릴까요?" />
      <TabList
        label="고객센터 메뉴"
        items={CS_TABS}
        selected={tab}
        onSelect={(value) => setSearchParams(value === 'faq' ? {} : { tab: value }, { replace: true })}
        classes={{ list: styles.tabMenu, tab: styles.tabMenuItem, active: styles.tabMenuActive }}
      />
      <div role="tabpanel" className={styles.tabPanel}>
        {tab === 'faq' ? <FaqBoard /> : null}
        {tab === 'notice' ? (
          <NoticeBoard
            page={page}
            onPageChange={(next) =>
              setSearchParams(next > 1 ? { tab: 'notice', page: String(next) } : { tab: 'notice' })
            }
          />
        ) : null}
        {tab === 'center' ? <SupportHours /> : null}
      </div>
    </PageContainer>
  );
}
