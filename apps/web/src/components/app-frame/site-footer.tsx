// Footer with the company's legal details and the two terms links. The business number is the demo platform's,
// the supplier of the demo's fee tax invoices (docs/domain.md "Tax invoices"), so the site and its invoices agree.
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { COPYRIGHT } from '@/lib/links';
import styles from './site-footer.module.css';

const COMPANY_LINES: readonly { label: string; value: string }[] = [
  { label: '상호', value: '주식회사 오토비드' },
  { label: '대표', value: '김오토' },
  { label: '사업자등록번호', value: '120-81-47521' },
  { label: '통신판매업신고', value: '제2023-서울강남-01234호' },
  { label: '주소', value: '서울특별시 강남구 테헤란로 123, 7층' },
  { label: '고객센터', value: '1600-0000 (평일 10:00 - 18:00)' },
  { label: '이메일', value: 'help@autobid.kr' },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <span className={styles.brand}>
            <LogoMark size={26} />
            오토비드
          </span>
          <nav className={styles.links} aria-label="약관">
            <Link to="/terms/service">이용약관</Link>
            <Link to="/terms/privacy" className={styles.strong}>
              개인정보처리방침
            </Link>
          </nav>
        </div>
        <dl className={styles.company}>
          {COMPANY_LINES.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          오토비드는 통신판매중개자로서 판매자와 딜러 간 거래를 중개할 뿐 거래의 당사자가 아니며, 거래에 대한
          책임을 보증하지 않습니다.
        </p>
        <p className={styles.copyright}>{COPYRIGHT}</p>
      </div>
    </footer>
  );
}
