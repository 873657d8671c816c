// /seller/profile (내 정보): the seller's name, changed here within its limit (the winning dealer sees it once
// the fee is paid), the phone the seller signs in with, the logout that ends the seller's sessions, and the
// account's closure (회원 탈퇴).
import { useState } from 'react';
import { formatPhone } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { KOREAN_LOADING_TEXT, LoadingView } from '@/components/ui/status-view';
import { sellerSession } from '../../session';
import panel from '../../components/panel.module.css';
import { SellerNameForm } from '../../components/seller-name-form';
import { CloseAccountSection } from './components/close-account-section';
import styles from './seller-profile-page.module.css';

export function SellerProfilePage() {
  const me = sellerSession.useMe();
  const logout = sellerSession.useSignOut();
  const [isSaved, setSaved] = useState(false);

  return (
    <PageContainer className={styles.page}>
      <header>
        <h1 className={styles.title}>내 정보</h1>
        <p className={styles.lead}>딜러에게 보이는 이름과 로그인에 쓰는 전화번호입니다.</p>
      </header>

      {me.isPending ? (
        <LoadingView text={KOREAN_LOADING_TEXT} />
      ) : !me.data ? (
        <div className={styles.state} role="alert">
          <strong>내 정보를 불러오지 못했습니다.</strong>
          <p>잠시 후 다시 시도해주세요.</p>
          <Button variant="outline" onClick={() => void me.refetch()}>
            다시 불러오기
          </Button>
        </div>
      ) : (
        <>
          <SellerNameForm
            key={me.data.name}
            profile={{ title: '이름', name: me.data.name }}
            lead="수수료를 입금한 낙찰 딜러에게 이 이름이 보입니다."
            onSaved={() => setSaved(true)}
          />
          {isSaved ? (
            <p className={styles.saved} role="status">
              이름을 저장했습니다.
            </p>
          ) : null}
          <section className={panel.panel} aria-labelledby="seller-phone-title">
            <h2 id="seller-phone-title" className={panel.title}>
              전화번호
            </h2>
            <p className={styles.phone}>{formatPhone(me.data.phone)}</p>
            <p className={panel.lead}>
              로그인과 딜러 연락에 쓰는 번호입니다. 다른 번호로 로그인하면 다른 판매자 계정이 됩니다.
            </p>
          </section>
          <section className={panel.panel} aria-labelledby="seller-logout-title">
            <h2 id="seller-logout-title" className={panel.title}>
              로그아웃
            </h2>
            <p className={panel.lead}>이 기기와 다른 기기에서 로그인한 판매자 계정이 모두 로그아웃됩니다.</p>
            <Button variant="outline" className={styles.logout} onClick={() => void logout()}>
              로그아웃
            </Button>
          </section>
          <CloseAccountSection />
        </>
      )}
    </PageContainer>
  );
}
