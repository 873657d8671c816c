// /admin/content: the notices dealers read (written as rich text, previewed as the server will store it)
// and the FAQ per category in its reading order. Any operator may write them; every write is audited.
import { useSearchParams } from 'react-router';
import { TabList } from '@/components/ui/tab-list';
import { AdminPage } from '../../components/admin-page';
import { FaqBoard } from './components/faq-board';
import { NoticesTab } from './components/notices-tab';
import { contentSearch, readContentView, type ContentTab, type ContentView } from './lib/content-url';
import styles from './content-page.module.css';

const TABS: readonly { value: ContentTab; label: string }[] = [
  { value: 'notices', label: '공지사항' },
  { value: 'faq', label: 'FAQ' },
];

export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const view = readContentView(params);
  const go = (next: Partial<ContentView>) => {
    setParams(new URLSearchParams(contentSearch({ ...view, ...next })));
    window.scrollTo({ top: 0 });
  };
  return (
    <AdminPage
      title="공지·FAQ"
      description="딜러에게 보이는 공지사항과 자주 묻는 질문을 관리합니다. 저장하면 딜러 화면에 바로 반영됩니다."
    >
      <TabList
        label="콘텐츠 종류"
        items={TABS}
        selected={view.tab}
        onSelect={(tab) => go({ tab, notice: null, q: '', page: 1 })}
        classes={{ list: styles.tabs, tab: styles.tab, active: styles.active }}
      />
      {view.tab === 'faq' ? (
        <FaqBoard category={view.category} onCategory={(category) => go({ category })} />
      ) : (
        <NoticesTab view={view} onView={go} />
      )}
    </AdminPage>
  );
}
