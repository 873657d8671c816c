// One notice as a list row (board and preview list): its title and yyyy.MM.dd date, linking to the detail.
import { Link } from 'react-router';
import { formatDotDate, type NoticeListItem } from '@autobid/shared';

type NoticeRowProps = {
  notice: NoticeListItem;
  /** The title as shown, when it differs from the notice's own (the home's "[공지]" prefix). */
  title?: string;
  /** The list's own look for the link, its title and its date. */
  classes: { row?: string; title?: string; date?: string };
};

export function NoticeRow({ notice, title = notice.title, classes }: NoticeRowProps) {
  return (
    <li>
      <Link to={`/notice/detail/${notice.id}`} className={classes.row}>
        <span className={classes.title}>{title}</span>
        <time className={classes.date} dateTime={notice.date}>
          {formatDotDate(notice.date)}
        </time>
      </Link>
    </li>
  );
}
