// FAQ accordion: one open at a time, clicking the open one closes it. The landing page shows three fixed
// items newest first; the FAQ page passes the server's items. On a page the build rendered ahead (the landing
// page), the questions wait for React to take the page over: a tap before then would do nothing.
import { useId, useState } from 'react';
import { FAQ_CATEGORY_LABELS, RULE_SENTENCES, type FaqCategory } from '@autobid/shared';
import styles from './faq-accordion.module.css';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

type FixedFaq = { id: number; category: FaqCategory; title: string; contents: string };

const FIXED_FAQS: readonly FixedFaq[] = [
  {
    id: 1,
    category: 'SIGNUP',
    title: '딜러 회원가입은 어떻게 하나요?',
    contents:
      '약관 동의 후 아이디, 연락처, 소속 업체 정보와 사업자 등록증·명함 이미지를 등록하면 가입 신청이 완료됩니다. 신청 내용은 심사 후 카카오톡 알림톡으로 안내해 드립니다.',
  },
  {
    id: 2,
    category: 'SIGNUP',
    title: '가입 심사는 얼마나 걸리나요?',
    contents:
      '가입 심사는 영업일 기준 1~10일 정도 소요됩니다. 반려된 경우 반려 사유를 확인하고 정보를 수정해 다시 신청하실 수 있습니다.',
  },
  {
    id: 3,
    category: 'HOW_TO_USE',
    title: '경매와 입찰은 어떻게 진행되나요?',
    contents: `${RULE_SENTENCES.auctionSchedule} 원하는 매물에 1만원 단위로 입찰하면 판매자가 낙찰자를 선택하고, 낙찰 확정 후 수수료 입금과 거래일 조율을 거쳐 거래가 완료됩니다.`,
  },
];

type FaqAccordionProps = { items?: readonly FixedFaq[] };

export function FaqAccordion({ items = [...FIXED_FAQS].reverse() }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const isHydrated = useHydrated();
  return (
    <ul className={styles.list}>
      {items.map((faq) => {
        const isOpen = openId === faq.id;
        const panelId = `${baseId}-panel-${faq.id}`;
        return (
          <li key={faq.id} className={cn(styles.item, isOpen && styles.open)}>
            <button
              type="button"
              className={styles.question}
              aria-expanded={isOpen}
              aria-controls={panelId}
              disabled={!isHydrated}
              onClick={() => setOpenId(isOpen ? null : faq.id)}
            >
              <span className={styles.category}>{FAQ_CATEGORY_LABELS[faq.category]}</span>
              <span className={styles.title}>{faq.title}</span>
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <div id={panelId} className={styles.answer} hidden={!isOpen}>
              {faq.contents}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
