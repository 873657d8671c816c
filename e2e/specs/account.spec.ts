// The profile area: password change (wrong current password, then success → /login with the new one,
// changed back) and profile change. Uses dealer5, which no other spec logs in as.
// Find id/password has its own spec (find.spec.ts), reading codes through the operator outbox API.
import { describe, expect, it } from 'vitest';
import { apiLogin } from '../support/api';
import { VIEWPORTS, login } from '../support/browser';
import { readSmsCode } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();
const DEALER = { username: 'dealer5', password: 'dealer1234', name: '최현우', phone: '01056789012' } as const;
const NEW_PHONE = '01056780000';
const NEW_PASSWORD = 'newpass5678';

async function changePassword(page: import('playwright-core').Page, current: string, next: string) {
  await page.goto('/profile/password');
  await page.getByLabel('현재 비밀번호', { exact: true }).fill(current);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(next);
  await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(next);
  await page.getByRole('button', { name: '변경하기' }).click();
}

describe('account', () => {
  it('shows the profile card and stats', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, DEALER.username, DEALER.password);
    await page.goto('/profile');
    await expectVisible(page.getByRole('heading', { name: '내 프로필', level: 1 }));
    await expectVisible(
      page.getByRole('region', { name: '내 정보' }).getByText(DEALER.name, { exact: true }),
    );
    for (const title of ['거래 후기', '활동 내역', '경고 내역']) {
      await expectVisible(page.getByRole('heading', { name: title }));
    }
    await expectVisible(page.getByText('신고 3회 누적 시 이용이 정지됩니다.'));
  });

  it('rejects a wrong current password, then changes it and asks to log in again', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.desktop);
    await login(page, DEALER.username, DEALER.password);

    await changePassword(page, 'wrong-password', NEW_PASSWORD);
    await expectVisible(page.getByText('현재 비밀번호가 일치하지 않습니다.'));

    await changePassword(page, DEALER.password, NEW_PASSWORD);
    await expectPath(page, '/login');
    expect(dialogs).toContain('비밀번호가 변경되었습니다. 다시 로그인해주세요.');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await login(page, DEALER.username, NEW_PASSWORD);
    // Change it back so a rerun against the same data starts from the seed password.
    await changePassword(page, NEW_PASSWORD, DEALER.password);
    await expectPath(page, '/login');
    await apiLogin(suite.baseUrl, DEALER.username, DEALER.password);
  });

  it('changes the profile', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.desktop);
    await login(page, DEALER.username, DEALER.password);
    await page.goto('/profile/change');
    const position = page.getByLabel('직급', { exact: true });
    await expectVisible(position);
    await expect.poll(() => page.getByLabel('이름', { exact: true }).inputValue()).toBe(DEALER.name);

    await page.getByLabel('이메일', { exact: true }).fill('');
    await page.getByRole('button', { name: '변경하기' }).click();
    await expectVisible(page.getByText('이메일을 입력해주세요'));

    await page.getByLabel('이메일', { exact: true }).fill('hyunwoo@example.kr');
    await position.fill('실장');
    await page.getByRole('button', { name: '변경하기' }).click();
    await expect.poll(() => dialogs).toContain('프로필이 변경되었습니다.');
    await page.goto('/profile');
    await expectVisible(page.getByText('실장', { exact: true }).first());

    // Back to the seed values for the other specs.
    await page.goto('/profile/change');
    await expect.poll(() => page.getByLabel('직급', { exact: true }).inputValue()).toBe('실장');
    await page.getByLabel('직급', { exact: true }).fill('대표');
    await page.getByRole('button', { name: '변경하기' }).click();
    await expect.poll(() => dialogs.filter((d) => d === '프로필이 변경되었습니다.').length).toBe(2);
  });

  it('changes the phone only with a code sent to the new number, and back', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, dialogs } = await suite.open(viewport);
      await login(page, DEALER.username, DEALER.password);
      for (const [from, to] of [
        [DEALER.phone, NEW_PHONE],
        [NEW_PHONE, DEALER.phone],
      ] as const) {
        await page.goto('/profile/change');
        const phone = page.getByLabel('전화번호', { exact: true });
        await expect.poll(() => phone.inputValue()).toBe(from.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3'));
        await phone.fill(to);
        await page.getByRole('button', { name: '변경하기' }).click();
        await expectVisible(page.getByText('휴대폰 인증을 완료해주세요.'));
        await page.getByRole('button', { name: '인증번호 받기' }).click();
        const code = page.getByLabel('인증번호', { exact: true });
        await expectVisible(code);
        await code.fill(await readSmsCode(suite.baseUrl, to));
        await page.getByRole('button', { name: '확인', exact: true }).click();
        await expectVisible(page.getByRole('button', { name: '인증완료' }));
        await expect.poll(() => page.getByText('휴대폰 인증을 완료해주세요.').count()).toBe(0);
        await saveScreenshot(page, `profile-change-phone-verified-${viewport.width}`);
        const before = dialogs.length;
        await page.getByRole('button', { name: '변경하기' }).click();
        await expect.poll(() => dialogs.slice(before)).toContain('프로필이 변경되었습니다.');
      }
    }
  });
});
