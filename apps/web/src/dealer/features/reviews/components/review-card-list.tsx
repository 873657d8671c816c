// Random completed-trade cards on the landing page; opening one needs a login.
import { formatWon } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { useRandomReviews } from '../api/get-random-reviews';
import styles from './review-card-list.module.css';

const LOGIN_REQUIRED_MESSAGE = '로그인 후 이용해주세요';

type ReviewCardListProps = { isLoggedIn: boolean; onOpen: () => void };

export function ReviewCardList({ isLoggedIn, onOpen }: ReviewCardListProps) {
  const { data = [], isPending } = useRandomReviews();
  if (isPending) {
    return <p className={styles.empty}>Loading..</p>;
  }
  if (data.length === 0) {
    return <p className={styles.empty}>아직 완료된 거래가 없습니다.</p>;
  }
  const onClick = () => {
    if (!isLoggedIn) {
      void showAlert(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    onOpen();
  };
  return (
    <ul className={styles.grid}>
      {data.map((card) => (
        <li key={card.id}>
          <button type="button" className={styles.card} onClick={onClick}>
            <span className={styles.media}>
              {card.image ? <img src={card.image} alt="" loading="lazy" /> : null}
              <span className={styles.badge}>거래완료</span>
            </span>
            <span className={styles.body}>
              <span className={styles.region}>
                {card.region1} {card.region2}
              </span>
              <strong className={styles.price}>{formatWon(card.price)}</strong>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
