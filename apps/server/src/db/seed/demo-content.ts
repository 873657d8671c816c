// Texts of the demo data set: notices, FAQ, vehicles, places and people.

export const DEMO_NOTICES: readonly { title: string; html: string }[] = [
  { title: '오토비드 딜러 서비스 오픈 안내', html: '<p>안녕하세요, <strong>오토비드</strong>입니다.</p><p>중고 이륜차·자동차 딜러 전용 경매 서비스를 정식으로 오픈했습니다. 매일 오전 9시에 새로운 경매가 시작되며 48시간 동안 입찰하실 수 있습니다.</p>' },
  { title: '딜러 회원가입 심사 절차 안내', html: '<p>딜러 회원가입 후 제출하신 사업자 정보는 영업일 기준 1~2일 내에 심사됩니다.</p><ul><li>사업자 등록증</li><li>명함</li><li>회사 주소</li></ul><p>심사 결과는 카카오톡 알림톡으로 안내드립니다.</p>' },
  { title: '입찰 취소 페널티 기준 안내', html: '<p>입찰 후 취소하시면 입찰 제한 페널티가 적용됩니다.</p><ul><li>첫 거래 전 취소: 페널티 없음</li><li>첫 번째 취소: 7일 입찰 제한</li><li>90일 내 두 번째 취소부터: 14일 입찰 제한</li></ul>' },
  { title: '거래 수수료 안내', html: '<p>수수료는 낙찰가 구간에 따라 부과되며 부가세가 포함된 금액입니다. 가입비와 연회비는 없습니다.</p><p>자세한 내용은 수수료 안내 페이지를 확인해주세요.</p>' },
  { title: '수수료 입금 시 입금자명 확인 요청', html: '<p>수수료 입금 시 <strong>입금자명은 딜러 회원 이름과 같아야</strong> 자동으로 확인됩니다.</p><p>입금 확인은 보통 1~5분 정도 소요됩니다.</p>' },
  { title: '경매 시작 시간 안내 (매일 오전 9시)', html: '<p>모든 경매는 매일 오전 9시에 시작해 48시간 동안 진행됩니다. 낙찰 또는 유찰된 매물은 입찰 내역에서 확인하실 수 있습니다.</p>' },
  { title: '신규 브랜드 필터 추가 안내', html: '<p>경매 목록의 브랜드 필터에 로얄엔필드, 킴코 브랜드가 추가되었습니다.</p>' },
  { title: '추석 연휴 고객센터 운영 안내', html: '<p>추석 연휴 기간에는 고객센터 전화 상담이 운영되지 않습니다. 카카오톡 채널로 문의를 남겨주시면 순차적으로 답변드리겠습니다.</p>' },
  { title: '거래 완료 보고 기한 안내', html: '<p>거래일로부터 <strong>2시간 이내</strong>에 거래 완료를 등록해주세요. 늦게 등록하시면 14일 입찰 제한이 적용됩니다.</p>' },
  { title: '직거래 유도 금지 안내', html: '<p>플랫폼 밖에서 거래를 유도하는 경우 낙찰가의 30%가 위약금으로 부과될 수 있습니다.</p>' },
  { title: '계좌 인증 절차 변경 안내', html: '<p>계좌 인증은 1원 송금 후 입금자명에 표시된 4자리 단어를 입력하는 방식으로 변경되었습니다.</p>' },
  { title: '모바일 화면 개선 안내', html: '<p>모바일에서 검색 필터와 입찰 화면을 더 편하게 사용하실 수 있도록 개선했습니다.</p>' },
  { title: '판매자 연락처 공개 시점 안내', html: '<p>판매자 연락처는 수수료 입금이 확인된 후 낙찰 딜러에게만 공개됩니다.</p>' },
  { title: '딜러 평가 제도 안내', html: '<p>거래가 끝나면 판매자가 딜러를 평가합니다. 좋은 평가는 프로필에 표시됩니다.</p><ol><li>긍정 평가: 4~5점</li><li>부정 평가: 1~2점</li></ol>' },
  { title: '11월 정기 점검 안내 (11/25 02:00~04:00)', html: '<p>서비스 안정화를 위한 정기 점검이 진행됩니다. 점검 시간 동안에는 입찰과 거래 처리가 일시 중단됩니다.</p>' },
];

export const DEMO_FAQS: readonly { category: 'SIGNUP' | 'HOW_TO_USE'; title: string; contents: string }[] = [
  { category: 'SIGNUP', title: '딜러 회원가입은 어떻게 하나요?', contents: '약관에 동의한 뒤 아이디, 연락처, 회사 정보와 사업자 등록증을 등록하면 가입 신청이 완료됩니다.' },
  { category: 'SIGNUP', title: '가입 심사는 얼마나 걸리나요?', contents: '영업일 기준 1~2일이 걸리며, 결과는 카카오톡 알림톡으로 안내드립니다.' },
  { category: 'SIGNUP', title: '가입이 반려되면 어떻게 하나요?', contents: '반려 사유를 확인한 뒤 정보를 수정해 다시 신청하실 수 있습니다.' },
  { category: 'HOW_TO_USE', title: '경매와 입찰은 어떻게 진행되나요?', contents: '경매는 매일 오전 9시에 시작해 48시간 동안 진행됩니다. 만원 단위로 입찰할 수 있고, 판매자가 낙찰자를 선택합니다.' },
  { category: 'HOW_TO_USE', title: '수수료는 언제 내나요?', contents: '낙찰을 확정한 뒤 60분 안에 안내된 계좌로 입금해주세요. 입금자명은 딜러 이름과 같아야 합니다.' },
  { category: 'HOW_TO_USE', title: '입찰을 취소할 수 있나요?', contents: '경매가 진행 중이면 취소할 수 있지만 입찰 제한 페널티가 적용됩니다. 첫 거래 전에는 페널티가 없습니다.' },
  { category: 'HOW_TO_USE', title: '판매자 연락처는 언제 볼 수 있나요?', contents: '수수료 입금이 확인되면 낙찰 딜러에게만 판매자 이름과 연락처가 공개됩니다.' },
  { category: 'HOW_TO_USE', title: '거래를 취소하면 어떻게 되나요?', contents: '딜러가 거래를 취소하면 7일(90일 내 반복 시 14일) 입찰 제한이 적용됩니다.' },
];

export type VehicleSeed = {
  brand: string;
  type: 'MOTORBIKE' | 'CAR';
  model: string;
  year: number;
  mileage: number;
  fuel: 'GASOLINE' | 'DIESEL' | 'LPG' | 'HYBRID' | 'ELECTRIC';
  color: string;
  hex: string;
  hopePrice: number | null;
  purpose: 'ROAD' | 'MOUNTAIN' | 'CIRCUIT';
};

export const DEMO_VEHICLES: readonly VehicleSeed[] = [
  { brand: '혼다', type: 'MOTORBIKE', model: 'PCX125', year: 2022, mileage: 8200, fuel: 'GASOLINE', color: '화이트', hex: '#f2f2f2', hopePrice: 2_600_000, purpose: 'ROAD' },
  { brand: '야마하', type: 'MOTORBIKE', model: 'XMAX300', year: 2021, mileage: 15400, fuel: 'GASOLINE', color: '블루', hex: '#1f4aa8', hopePrice: 4_800_000, purpose: 'ROAD' },
  { brand: '스즈키', type: 'MOTORBIKE', model: '버그만125', year: 2023, mileage: 3100, fuel: 'GASOLINE', color: '매트 블랙', hex: '#2b2b2e', hopePrice: 3_100_000, purpose: 'ROAD' },
  { brand: 'BMW 모토라드', type: 'MOTORBIKE', model: 'R1250GS 어드벤처', year: 2020, mileage: 28700, fuel: 'GASOLINE', color: '트리플 블랙', hex: '#333338', hopePrice: 19_500_000, purpose: 'MOUNTAIN' },
  { brand: '할리데이비슨', type: 'MOTORBIKE', model: '스트리트 글라이드', year: 2019, mileage: 21000, fuel: 'GASOLINE', color: '비비드 블랙', hex: '#141416', hopePrice: 24_000_000, purpose: 'ROAD' },
  { brand: '가와사키', type: 'MOTORBIKE', model: '닌자 650', year: 2022, mileage: 9800, fuel: 'GASOLINE', color: '라임 그린', hex: '#43b02a', hopePrice: 7_900_000, purpose: 'CIRCUIT' },
  { brand: '두카티', type: 'MOTORBIKE', model: '몬스터 937', year: 2021, mileage: 11200, fuel: 'GASOLINE', color: '두카티 레드', hex: '#c8102e', hopePrice: 13_800_000, purpose: 'ROAD' },
  { brand: '혼다', type: 'MOTORBIKE', model: 'CRF300L', year: 2022, mileage: 6400, fuel: 'GASOLINE', color: '레드', hex: '#d62020', hopePrice: 5_900_000, purpose: 'MOUNTAIN' },
  { brand: '트라이엄프', type: 'MOTORBIKE', model: '스피드 트윈 1200', year: 2020, mileage: 17300, fuel: 'GASOLINE', color: '실버', hex: '#a7a9ad', hopePrice: null, purpose: 'ROAD' },
  { brand: 'KTM', type: 'MOTORBIKE', model: '390 듀크', year: 2023, mileage: 2900, fuel: 'GASOLINE', color: '오렌지', hex: '#ff6a13', hopePrice: 5_400_000, purpose: 'CIRCUIT' },
  { brand: '대림(DNA모터스)', type: 'MOTORBIKE', model: '시티100', year: 2018, mileage: 35500, fuel: 'GASOLINE', color: '화이트', hex: '#f2f2f2', hopePrice: 700_000, purpose: 'ROAD' },
  { brand: '베스파', type: 'MOTORBIKE', model: '프리마베라 125', year: 2022, mileage: 5100, fuel: 'GASOLINE', color: '민트', hex: '#8fd3c1', hopePrice: 4_300_000, purpose: 'ROAD' },
  { brand: '야마하', type: 'MOTORBIKE', model: 'NMAX125', year: 2023, mileage: 4200, fuel: 'GASOLINE', color: '그레이', hex: '#6d6f75', hopePrice: 3_200_000, purpose: 'ROAD' },
  { brand: 'SYM', type: 'MOTORBIKE', model: '크루심 알파 125', year: 2021, mileage: 12600, fuel: 'GASOLINE', color: '블랙', hex: '#1f1f22', hopePrice: null, purpose: 'ROAD' },
  { brand: '킴코', type: 'MOTORBIKE', model: 'AK550', year: 2020, mileage: 19800, fuel: 'GASOLINE', color: '블루 그레이', hex: '#4b5a6e', hopePrice: 8_200_000, purpose: 'ROAD' },
  { brand: '혼다', type: 'MOTORBIKE', model: 'EM1 e:', year: 2024, mileage: 1200, fuel: 'ELECTRIC', color: '화이트', hex: '#f2f2f2', hopePrice: 2_100_000, purpose: 'ROAD' },
  { brand: '로얄엔필드', type: 'MOTORBIKE', model: '클래식 350', year: 2022, mileage: 7300, fuel: 'GASOLINE', color: '크롬 레드', hex: '#9c1d1d', hopePrice: 5_200_000, purpose: 'ROAD' },
  { brand: '현대', type: 'CAR', model: '아반떼 CN7', year: 2021, mileage: 42000, fuel: 'GASOLINE', color: '화이트', hex: '#f2f2f2', hopePrice: 16_500_000, purpose: 'ROAD' },
  { brand: '기아', type: 'CAR', model: '쏘렌토 MQ4 하이브리드', year: 2022, mileage: 31000, fuel: 'HYBRID', color: '그레이', hex: '#6d6f75', hopePrice: 36_000_000, purpose: 'ROAD' },
  { brand: '현대', type: 'CAR', model: '포터2 더블캡', year: 2019, mileage: 88000, fuel: 'DIESEL', color: '블루', hex: '#1f4aa8', hopePrice: 14_000_000, purpose: 'ROAD' },
  { brand: '제네시스', type: 'CAR', model: 'G80', year: 2021, mileage: 38000, fuel: 'GASOLINE', color: '블랙', hex: '#1f1f22', hopePrice: 45_000_000, purpose: 'ROAD' },
  { brand: '테슬라', type: 'CAR', model: '모델 3 롱레인지', year: 2022, mileage: 29000, fuel: 'ELECTRIC', color: '레드', hex: '#b3121b', hopePrice: 38_500_000, purpose: 'ROAD' },
  { brand: '기아', type: 'CAR', model: '레이', year: 2020, mileage: 51000, fuel: 'GASOLINE', color: '베이지', hex: '#d8c8a8', hopePrice: 8_500_000, purpose: 'ROAD' },
];

export const DEMO_PLACES: readonly [string, string, string][] = [
  ['서울특별시', '강남구', '역삼동'],
  ['경기도', '수원시 영통구', '매탄동'],
  ['부산광역시', '해운대구', '우동'],
  ['인천광역시', '연수구', '송도동'],
  ['대구광역시', '수성구', '범어동'],
  ['서울특별시', '마포구', '합정동'],
  ['경기도', '성남시 분당구', '정자동'],
  ['대전광역시', '유성구', '봉명동'],
  ['광주광역시', '서구', '치평동'],
  ['경상남도', '창원시 성산구', '상남동'],
  ['충청북도', '청주시 흥덕구', '복대동'],
  ['제주특별자치도', '제주시', '연동'],
];

export const DEMO_SELLERS: readonly string[] = [
  '이서준', '박지우', '최하은', '정도윤', '강민서', '조예준', '윤서연', '장시우', '임지호', '한수아', '오주원', '서하린', '신유찬', '권나연', '황태윤',
];

export const ACCIDENTS: readonly string[] = ['없음', '없음', '없음', '프론트 포크,사이드 커버', '없음', '리어 펜더', '없음', '머플러 긁힘,핸들 바'];
