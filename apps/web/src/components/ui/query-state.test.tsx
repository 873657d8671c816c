// The failure of a read is titled by what failed: the list sentence by default, a screen's own title when given.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryState, READ_FAILED_MESSAGE, ReadFailure } from './query-state';

afterEach(cleanup);

const failed = {
  data: undefined,
  error: new Error('서버 점검 중입니다.'),
  isPending: false,
  isFetching: false,
  refetch: () => Promise.reject(new Error('not called')),
};

describe('ReadFailure', () => {
  it('titles a failed list with the list sentence, with the server message and a retry', () => {
    render(<ReadFailure error={failed.error} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(READ_FAILED_MESSAGE);
    expect(alert.textContent).toContain('서버 점검 중입니다.');
  });

  it('titles any other read by the title it is given', () => {
    render(
      <ReadFailure title="공지사항을 불러오지 못했습니다." error={failed.error} onRetry={() => undefined} />,
    );
    expect(screen.getByText('공지사항을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.queryByText(READ_FAILED_MESSAGE)).toBeNull();
  });
});

describe('QueryState', () => {
  it('passes its failed title to the failure', () => {
    render(
      <QueryState query={failed} failedTitle="알림 설정을 불러오지 못했습니다.">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('알림 설정을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.queryByText(READ_FAILED_MESSAGE)).toBeNull();
  });
});
