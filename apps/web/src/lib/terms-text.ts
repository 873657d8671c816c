// The terms of service and privacy policy shown on /termsof and on the public /terms pages.
// Each is a list of sections so the pages can render headings and paragraphs without markup in the text.
import {
  DEALER_SCORE_THRESHOLDS,
  DEALER_SCORE_WINDOW_DAYS,
  DEALER_TIERS,
  DEALER_TIER_LABELS,
  DEALER_TIER_SENTENCES,
  RULE_SENTENCES,
} from '@autobid/shared';

export type TermsSection = { title: string; paragraphs: readonly string[] };
export type TermsDocument = { title: string; effectiveDate: string; sections: readonly TermsSection[] };

const TERMS_EFFECTIVE_DATE = '2023-08-31';

export const TERMS_OF_SERVICE: TermsDocument = {
  title: '오토비드 딜러 서비스 이용약관',
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      title: '제1조 (목적)',
      paragraphs: [
        '이 약관은 오토비드(이하 "회사")가 제공하는 중고 차량 경매 딜러 서비스(이하 "서비스")의 이용과 관련하여 회사와 딜러 회원 사이의 권리, 의무 및 책임사항, 기타 필요한 사항을 규정함을 목적으로 합니다.',
      ],
    },
    {
      title: '제2조 (용어의 정의)',
      paragraphs: [
        '1. "딜러 회원"이란 이 약관에 동의하고 회사의 가입 심사를 거쳐 승인을 받은 중고 차량 매매 사업자를 말합니다.',
        '2. "경매"란 판매자가 등록한 차량에 대하여 정해진 기간 동안 딜러 회원이 입찰 가격을 제시하는 절차를 말합니다.',
        '3. "입찰"이란 딜러 회원이 경매 중인 차량에 매입 희망 가격을 제시하는 행위를 말합니다.',
        '4. "낙찰"이란 경매 종료 후 판매자가 입찰한 딜러 회원 중 거래 상대방을 선택한 상태를 말합니다.',
      ],
    },
    {
      title: '제3조 (약관의 효력 및 변경)',
      paragraphs: [
        '1. 이 약관은 서비스 화면에 게시하거나 기타의 방법으로 회원에게 공지함으로써 효력이 발생합니다.',
        '2. 회사는 관련 법령을 위배하지 않는 범위에서 이 약관을 변경할 수 있으며, 약관을 변경하는 경우 적용일자 및 변경 사유를 명시하여 적용일자 7일 전부터 공지합니다. 다만, 회원에게 불리한 내용으로 변경하는 경우에는 적용일자 30일 전부터 공지합니다.',
        '3. 회원이 변경된 약관의 적용일자 이후에도 서비스를 계속 이용하는 경우 변경된 약관에 동의한 것으로 봅니다. 변경된 약관에 동의하지 않는 회원은 이용계약을 해지할 수 있습니다.',
      ],
    },
    {
      title: '제4조 (회원가입 및 가입 심사)',
      paragraphs: [
        '1. 회원가입은 가입신청자가 이 약관과 개인정보 처리방침에 동의하고 회사가 정한 양식에 따라 정보를 입력하여 신청하며, 회사의 심사 및 승인으로 이용계약이 성립합니다.',
        '2. 가입 심사는 신청일로부터 1~10일 정도 소요되며, 결과는 카카오 알림톡으로 안내합니다.',
        '3. 회사는 다음 각 호에 해당하는 신청에 대하여 승인을 하지 않거나 사후에 이용계약을 해지할 수 있습니다.',
        '  가. 만 14세 미만인 경우',
        '  나. 실명이 아니거나 타인의 명의 또는 정보를 이용한 경우',
        '  다. 허위의 정보를 기재하거나 회사가 요구하는 내용을 기재하지 않은 경우',
        '  라. 사업자 등록증 등 제출 서류가 확인되지 않는 경우',
        '  마. 이전에 이 약관 위반으로 회원 자격을 상실한 적이 있는 경우',
      ],
    },
    {
      title: '제5조 (입찰 및 거래)',
      paragraphs: [
        RULE_SENTENCES.termsAuctionSchedule,
        '2. 입찰 가격은 만원 단위로 제시하며, 입찰 후 취소하는 경우 이용 제한 등 불이익이 있을 수 있습니다.',
        RULE_SENTENCES.termsBidCancel,
        '4. 낙찰된 딜러 회원은 판매자와 거래 일정을 협의하고 정해진 수수료를 입금한 뒤 거래를 진행합니다.',
      ],
    },
    {
      title: '제6조 (회원의 의무)',
      paragraphs: [
        '1. 회원은 관계 법령, 이 약관, 서비스 이용 안내 및 회사가 공지한 사항을 준수하여야 합니다.',
        '2. 회원은 판매자의 개인정보를 거래 목적 외로 이용하거나 제3자에게 제공하여서는 안 됩니다.',
        RULE_SENTENCES.termsReportsSuspension,
      ],
    },
    {
      // The published tiers (docs/domain.md "Dealer score and tiers"), from the table the server computes with.
      title: '제6조의2 (딜러 등급)',
      paragraphs: [
        `1. 회사는 최근 ${DEALER_SCORE_WINDOW_DAYS}일의 거래 기록으로 딜러 회원의 등급(우수·일반·주의·제한)을 정하며, 기준은 딜러 등급 안내(/dealer-tiers)에 게시합니다.`,
        ...DEALER_TIERS.map(
          (tier, index) => `${index + 2}. ${DEALER_TIER_LABELS[tier]}: ${DEALER_TIER_SENTENCES[tier]}`,
        ),
        ...DEALER_SCORE_THRESHOLDS.map((rule) => `  - ${rule.sentence}`),
      ],
    },
    {
      title: '제7조 (서비스의 중단)',
      paragraphs: [
        '회사는 시스템 점검, 교체 및 고장, 통신 두절 등 부득이한 사유가 있는 경우 서비스의 제공을 일시적으로 중단할 수 있으며, 이 경우 사전에 공지합니다. 다만, 사전에 공지할 수 없는 부득이한 사유가 있는 경우 사후에 공지할 수 있습니다.',
      ],
    },
    {
      title: '제8조 (책임의 제한)',
      paragraphs: [
        '회사는 회원과 판매자 사이의 거래를 중개하는 플랫폼을 제공하며, 회원과 판매자 사이에 체결된 거래의 이행에 대하여 회사의 고의 또는 중대한 과실이 없는 한 책임을 지지 않습니다.',
      ],
    },
    {
      title: '부칙',
      paragraphs: ['이 약관은 2023년 8월 31일부터 시행합니다.'],
    },
  ],
};

export const PRIVACY_POLICY: TermsDocument = {
  title: '개인정보 처리방침',
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      title: '1. 수집하는 개인정보 항목',
      paragraphs: [
        '회사는 딜러 회원가입 및 가입 심사를 위하여 다음의 개인정보를 수집합니다.',
        '  - 필수: 아이디, 비밀번호, 휴대폰 번호, 이메일, 대표자명, 프로필 사진, 명함, 회사명, 회사 전화번호, 회사 주소, 사업자 등록증',
        '  - 선택: 정산 계좌 정보(은행, 계좌번호)',
        '  - 서비스 이용 과정에서 자동 수집: 접속 IP 주소, 접속 일시, 서비스 이용 기록(접속 로그)',
      ],
    },
    {
      title: '2. 개인정보의 수집 및 이용 목적',
      paragraphs: [
        '  - 회원 식별, 가입 심사 및 본인 확인',
        '  - 경매 입찰, 낙찰 및 거래 진행, 판매자와의 연락',
        '  - 수수료 정산 및 계좌 확인',
        '  - 공지사항 전달, 민원 처리 및 부정 이용 방지',
      ],
    },
    {
      title: '3. 개인정보의 보유 및 이용 기간',
      paragraphs: [
        '회사는 회원 탈퇴 시 지체 없이 개인정보를 파기합니다. 다만, 관계 법령에 따라 보존할 필요가 있는 경우 다음과 같이 보관합니다.',
        '  - 계약 또는 청약철회 등에 관한 기록: 5년 (전자상거래 등에서의 소비자보호에 관한 법률)',
        '  - 대금 결제 및 재화 등의 공급에 관한 기록: 5년 (전자상거래 등에서의 소비자보호에 관한 법률)',
        '  - 소비자의 불만 또는 분쟁 처리에 관한 기록: 3년 (전자상거래 등에서의 소비자보호에 관한 법률)',
        '  - 서비스 접속 기록(접속 로그): 1년 (통신비밀보호법)',
      ],
    },
    {
      title: '4. 개인정보의 제3자 제공',
      paragraphs: [
        '회사는 회원의 동의 없이 개인정보를 제3자에게 제공하지 않습니다. 다만, 낙찰 후 거래 진행을 위하여 판매자에게 회원의 이름, 회사명, 연락처를 제공하며, 법령에 따른 요청이 있는 경우에는 예외로 합니다.',
      ],
    },
    {
      title: '5. 개인정보 처리의 위탁',
      paragraphs: [
        '회사는 문자 메시지 및 카카오 알림톡 발송, 계좌 확인을 위하여 해당 업무를 전문 업체에 위탁할 수 있으며, 위탁 시 관련 법령에 따라 안전하게 관리되도록 감독합니다.',
      ],
    },
    {
      title: '6. 만 14세 미만 아동의 개인정보',
      paragraphs: [
        '회사는 만 14세 미만 아동의 회원가입을 받지 않으며, 만 14세 미만 아동의 개인정보를 수집하지 않습니다.',
      ],
    },
    {
      title: '7. 정보주체의 권리',
      paragraphs: [
        '회원은 언제든지 자신의 개인정보를 조회하거나 수정할 수 있으며, 회원 탈퇴를 통해 개인정보의 수집 및 이용 동의를 철회할 수 있습니다.',
      ],
    },
    {
      title: '8. 개인정보의 파기',
      paragraphs: [
        '보유 기간이 지난 개인정보는 지체 없이 파기하며, 전자적 파일은 복구할 수 없는 방법으로 삭제하고 출력물은 분쇄하거나 소각합니다.',
      ],
    },
    {
      title: '9. 개인정보 처리방침의 변경',
      paragraphs: [
        '이 개인정보 처리방침은 2023년 8월 31일부터 적용됩니다. 내용이 추가, 삭제 또는 수정되는 경우 시행 7일 전부터 공지사항을 통하여 알리며, 회원에게 불리한 변경의 경우 30일 전부터 알립니다.',
      ],
    },
  ],
};
