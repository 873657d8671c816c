// Customer centre hours (SUPPORT_HOURS) with the Kakao channel chat button.
import { SUPPORT_HOURS } from '@autobid/shared';
import { KAKAO_CHANNEL_URL } from '@/lib/links';
import styles from './support-hours.module.css';

export function SupportHours() {
  return (
    <section className={styles.card} aria-labelledby="support-hours-title">
      <h2 id="support-hours-title" className={styles.title}>
        고객센터 운영시간
      </h2>
      <ul className={styles.hours}>
        <li>{SUPPORT_HOURS.weekdays}</li>
        <li>{SUPPORT_HOURS.saturday}</li>
        <li className={styles.closed}>{SUPPORT_HOURS.closed}</li>
      </ul>
      <p className={styles.text}>운영시간 외 문의는 카카오톡 채널로 남겨주시면 순차적으로 답변드립니다.</p>
      <a href={KAKAO_CHANNEL_URL} target="_blank" rel="noopener noreferrer" className={styles.kakao}>
        <span aria-hidden="true" className={styles.bubble} />
        카카오톡 채널 상담하기
      </a>
    </section>
  );
}
