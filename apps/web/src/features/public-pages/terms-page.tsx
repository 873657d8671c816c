// /terms/service and /terms/privacy inside the site layout, and the same texts without site chrome for
// the seller app's webview (/webview/terms/*).
import { PageContainer } from '@/components/ui/page-container';
import { PageTitle } from './components/page-title';
import { TERMS_DOCUMENTS, type TermsKind } from './terms-documents';
import styles from './public-pages.module.css';

export function TermsPage({ kind }: { kind: TermsKind }) {
  const doc = TERMS_DOCUMENTS[kind];
  return (
    <PageContainer className={styles.narrow}>
      <PageTitle title={doc.title} />
      <div className={styles.terms}>{doc.text}</div>
    </PageContainer>
  );
}

export function WebviewTermsPage({ kind }: { kind: TermsKind }) {
  const doc = TERMS_DOCUMENTS[kind];
  return (
    <article className={styles.webview}>
      <h1 className={styles.webviewTitle}>{doc.title}</h1>
      <div className={styles.terms}>{doc.text}</div>
    </article>
  );
}
