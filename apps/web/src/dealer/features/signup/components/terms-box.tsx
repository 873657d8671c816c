// One terms document in a scrollable box (used by /termsof and reusable by the public terms pages).
import { useId } from 'react';
import { formatDotDate, kstDayStart } from '@autobid/shared';
import type { TermsDocument } from '@/lib/terms-text';
import styles from './terms-box.module.css';
import { cn } from '@/lib/cn';

export function TermsBox({ document, scroll = true }: { document: TermsDocument; scroll?: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {document.title}
      </h2>
      <div className={cn(styles.box, scroll && styles.scroll)} tabIndex={scroll ? 0 : undefined}>
        {document.sections.map((section) => (
          <div key={section.title} className={styles.part}>
            <h3 className={styles.partTitle}>{section.title}</h3>
            {section.paragraphs.map((text) => (
              <p key={text} className={styles.paragraph}>
                {text}
              </p>
            ))}
          </div>
        ))}
        <p className={styles.effective}>시행일: {formatDotDate(kstDayStart(document.effectiveDate))}</p>
      </div>
    </section>
  );
}
