// /fee: the dealer fee by winning price (FEE_BRACKETS) and the rules around paying it.
import { FEE_BRACKETS, RULE_SENTENCES, formatWon } from '@autobid/shared';
import { PageContainer } from '@/components/ui/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { RowTable } from '@/components/ui/row-table';
import styles from './public-pages.module.css';

const FEE_NOTES: readonly string[] = [
  '수수료는 부가세(VAT)가 포함된 금액입니다.',
  '가입비와 연회비는 없으며, 낙찰되어 거래가 진행될 때만 수수료가 발생합니다.',
  '거래 취소 사유가 인정되면 수수료는 100% 환불됩니다.',
  '플랫폼 밖에서 직거래한 사실이 확인되면 판매자와 딜러 각각에게 낙찰가의 30%가 위약금으로 부과됩니다.',
  RULE_SENTENCES.feePageNote,
  '입금자명은 반드시 딜러 회원 이름과 같아야 합니다.',
  '입금 확인은 입금 후 1~5분 정도 소요됩니다.',
];

export function FeePage() {
  return (
    <PageContainer className={styles.narrow}>
      <PageTitle title="수수료 안내" description="낙찰가 구간별로 정해진 수수료만 받습니다." />
      <RowTable
        caption="부가세 포함"
        captionClassName={styles.caption}
        className={styles.feeTable}
        columns={['낙찰가', '수수료']}
        cellClassNames={[styles.feeAmount]}
        rows={FEE_BRACKETS.map((bracket) => ({
          key: bracket.label,
          label: bracket.label,
          cells: [formatWon(bracket.fee)],
        }))}
      />
      <h2 className={styles.sectionTitle}>꼭 확인해주세요</h2>
      <ul className={styles.notes}>
        {FEE_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </PageContainer>
  );
}
