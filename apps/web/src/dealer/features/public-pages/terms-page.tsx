// /terms/service and /terms/privacy inside the site layout, and the same texts without site chrome for
// the seller app's webview (/webview/terms/*).
import { formatDotDate } from '@autobid/shared';
import type { TermsDocument } from '@/lib/terms-text';
import { PageContainer } from '@/components/ui/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { TERMS_DOCUMENTS, type TermsKind } from './terms-documents';
import styles from './public-pages.module.css';

function TermsBody({ document }: { document: TermsDocument }) {
  return (
    <div className={styles.terms}>
      <p className={styles.termsName}>{document.title}</p>
      {document.sections.map((section) => (
        <section key={section.title} className={styles.termsSection}>
          <h2 className={styles.termsHeading}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className={styles.termsDate}>시행일: {formatDotDate(document.effectiveDate)}</p>
    </div>
  );
}

export function TermsPage({ kind }: { kind: TermsKind }) {
  const { title, document } = TERMS_DOCUMENTS[kind];
  return (
    <PageContainer className={styles.narrow}>
      <PageTitle title={title} />
      <TermsBody document={document} />
    </PageContainer>
  );
}

export function WebviewTermsPage({ kind }: { kind: TermsKind }) {
  const { title, document } = TERMS_DOCUMENTS[kind];
  return (
    <article className={styles.webview}>
      <h1 className={styles.webviewTitle}>{title}</h1>
      <TermsBody document={document} />
    </article>
  );
}
