// Generates public/dealer-introduction.pdf (the landing page's "딜러 소개서") with Pretendard embedded.
// Run once after editing the text: `npm run make:intro-pdf -w @autobid/web`; the PDF is committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
import { COMPLETION_DEADLINE_SENTENCE, RULE_SENTENCES } from '@autobid/shared';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const fontDir = path.join(
  path.dirname(require.resolve('pretendard/package.json')),
  'dist/public/static/alternative',
);
const output = path.join(here, '..', 'public', 'dealer-introduction.pdf');

const RED = rgb(0.898, 0.196, 0.176);
const DARK_RED = rgb(0.694, 0.122, 0.102);
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.42, 0.42, 0.46);
const LINE = rgb(0.9, 0.89, 0.96);
const SOFT = rgb(0.992, 0.925, 0.925);

const doc = await PDFDocument.create();
doc.registerFontkit(fontkit);
doc.setTitle('오토비드 For Dealer 딜러 소개서');
doc.setAuthor('오토비드');
doc.setSubject('딜러 전용 중고 오토바이·자동차 경매 서비스 소개');
doc.setLanguage('ko-KR');
doc.setCreator('apps/web/scripts/make-intro-pdf.ts');
doc.setProducer('pdf-lib');
const fixedDate = new Date('2025-01-01T00:00:00Z');
doc.setCreationDate(fixedDate);
doc.setModificationDate(fixedDate);

// pdf-lib's own subsetting drops composite Hangul glyphs, so subset with HarfBuzz first: every
// character of this file (which holds all the text) is kept, and the small font is embedded whole.
const usedText = readFileSync(fileURLToPath(import.meta.url), 'utf8');
async function embedPretendard(file: string) {
  const subset = await subsetFont(readFileSync(path.join(fontDir, file)), usedText, {
    targetFormat: 'truetype',
    // pdf-lib does not shape text, so contextual alternates only throw widths off.
    dropTables: ['GSUB', 'GPOS', 'GDEF'],
  });
  return doc.embedFont(subset, { subset: false });
}
const regular = await embedPretendard('Pretendard-Regular.ttf');
const bold = await embedPretendard('Pretendard-Bold.ttf');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

function header(page: PDFPage, pageNo: number) {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: RED });
  page.drawText('오토비드', { x: MARGIN, y: height - 48, size: 16, font: bold, color: INK });
  page.drawText('FOR DEALER', { x: MARGIN + 70, y: height - 47, size: 8, font: bold, color: RED });
  const label = `딜러 소개서 · ${pageNo}`;
  page.drawText(label, {
    x: width - MARGIN - regular.widthOfTextAtSize(label, 9),
    y: height - 46,
    size: 9,
    font: regular,
    color: MUTED,
  });
  page.drawLine({
    start: { x: MARGIN, y: height - 62 },
    end: { x: width - MARGIN, y: height - 62 },
    thickness: 1,
    color: LINE,
  });
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) {
    lines.push(line);
  }
  return lines;
}

type ParagraphOptions = {
  size?: number;
  font?: PDFFont;
  color?: RGB;
  x?: number;
  width?: number;
  gap?: number;
};

function paragraph(
  page: PDFPage,
  text: string,
  y: number,
  {
    size = 11,
    font = regular,
    color = INK,
    x = MARGIN,
    width = A4[0] - MARGIN * 2,
    gap = 1.6,
  }: ParagraphOptions = {},
): number {
  for (const line of wrap(text, font, size, width)) {
    page.drawText(line, { x, y, size, font, color });
    y -= size * gap;
  }
  return y;
}

function heading(page: PDFPage, text: string, y: number): number {
  page.drawRectangle({ x: MARGIN, y: y - 2, width: 4, height: 16, color: RED });
  page.drawText(text, { x: MARGIN + 12, y, size: 15, font: bold, color: INK });
  return y - 28;
}

/** A titled list of "· " lines; returns the y below it. */
function bulletSection(page: PDFPage, title: string, lines: readonly string[], top: number): number {
  let y = heading(page, title, top);
  for (const line of lines) {
    y = paragraph(page, line, y, { size: 11 }) - 4;
  }
  return y - 14;
}

// Page 1: what it is, how the auction runs, the deal flow.
const p1 = doc.addPage(A4);
header(p1, 1);
let y = A4[1] - 120;
p1.drawText('좋은 중고 매물,', { x: MARGIN, y, size: 30, font: bold, color: INK });
y -= 40;
p1.drawText('경매로 먼저 만나보세요', { x: MARGIN, y, size: 30, font: bold, color: RED });
y -= 30;
y = paragraph(
  p1,
  '오토비드는 중고 오토바이·자동차를 판매하려는 개인 판매자와 매입을 원하는 딜러를 연결하는 딜러 전용 경매 플랫폼입니다. 가입비와 연회비 없이, 낙찰된 거래에 대해서만 수수료를 받습니다.',
  y,
  { size: 12, color: MUTED },
);
y -= 14;
p1.drawRectangle({ x: MARGIN, y: y - 36, width: A4[0] - MARGIN * 2, height: 50, color: SOFT });
p1.drawText(RULE_SENTENCES.auctionScheduleTag, {
  x: MARGIN + 18,
  y: y - 18,
  size: 16,
  font: bold,
  color: DARK_RED,
});
y -= 76;

y = bulletSection(
  p1,
  '경매 방식',
  [
    RULE_SENTENCES.introSchedule,
    '· 입찰은 1만원 단위이며, 경매당 하나의 입찰을 유지합니다. 입찰 금액을 바꾸려면 취소 후 다시 입찰합니다.',
    '· 경매가 끝나면 판매자가 입찰 딜러 중 낙찰자를 선택합니다. 최고가 입찰이 반드시 낙찰되는 것은 아닙니다.',
    '· 낙찰·유찰된 매물은 경매 목록이 아닌 입찰 내역에서 확인할 수 있습니다.',
  ],
  y,
);

y = heading(p1, '거래 절차', y);
const steps: [string, string, string][] = [
  ['1', '낙찰 확인', '판매자가 선택한 낙찰 견적을 확인하고 확정합니다.'],
  ['2', '수수료 입금', RULE_SENTENCES.introFeeStep],
  ['3', '연락처 공개', '입금이 확인되면 판매자 이름과 연락처가 공개됩니다.'],
  ['4', '거래일 확정', '판매자와 통화로 거래일을 정하고 앱에 입력합니다.'],
  ['5', '거래 완료', '최종 거래 금액과 점검 사진을 등록해 거래를 완료합니다.'],
];
for (const [no, title, text] of steps) {
  p1.drawCircle({ x: MARGIN + 11, y: y + 4, size: 11, color: RED });
  p1.drawText(no, {
    x: MARGIN + 11 - bold.widthOfTextAtSize(no, 11) / 2,
    y: y,
    size: 11,
    font: bold,
    color: rgb(1, 1, 1),
  });
  p1.drawText(title, { x: MARGIN + 32, y, size: 12, font: bold, color: INK });
  y =
    paragraph(p1, text, y - 17, {
      size: 10.5,
      color: MUTED,
      x: MARGIN + 32,
      width: A4[0] - MARGIN * 2 - 32,
    }) - 10;
}

// Page 2: fees, penalties, how to join, contact.
const p2 = doc.addPage(A4);
header(p2, 2);
y = A4[1] - 110;
y = heading(p2, '딜러 수수료 (부가세 포함)', y);
const fees: [string, string][] = [
  ['500만원 이하', '170,000원'],
  ['500만원 초과 ~ 1,000만원', '240,000원'],
  ['1,000만원 초과 ~ 1,500만원', '290,000원'],
  ['1,500만원 초과 ~ 3,000만원', '320,000원'],
  ['3,000만원 초과 ~ 4,000만원', '380,000원'],
  ['4,000만원 초과', '410,000원'],
];
const tableWidth = A4[0] - MARGIN * 2;
p2.drawRectangle({ x: MARGIN, y: y - 8, width: tableWidth, height: 26, color: rgb(0.094, 0.094, 0.114) });
p2.drawText('낙찰 금액', { x: MARGIN + 14, y, size: 11, font: bold, color: rgb(1, 1, 1) });
p2.drawText('수수료', {
  x: MARGIN + tableWidth - 14 - bold.widthOfTextAtSize('수수료', 11),
  y,
  size: 11,
  font: bold,
  color: rgb(1, 1, 1),
});
y -= 30;
for (const [range, fee] of fees) {
  p2.drawText(range, { x: MARGIN + 14, y, size: 11, font: regular, color: INK });
  p2.drawText(fee, {
    x: MARGIN + tableWidth - 14 - bold.widthOfTextAtSize(fee, 11),
    y,
    size: 11,
    font: bold,
    color: INK,
  });
  p2.drawLine({
    start: { x: MARGIN, y: y - 10 },
    end: { x: MARGIN + tableWidth, y: y - 10 },
    thickness: 0.8,
    color: LINE,
  });
  y -= 28;
}
y = paragraph(
  p2,
  '가입비·연회비는 없습니다. 인정된 사유로 거래가 취소되면 수수료는 100% 환불됩니다. 수수료는 딜러 본인 명의로 입금해야 합니다.',
  y - 6,
  { size: 10, color: MUTED },
);
y -= 22;

y = bulletSection(
  p2,
  '공정한 거래를 위한 약속',
  [
    RULE_SENTENCES.introBidCancel,
    RULE_SENTENCES.introNoProgress,
    `· ${COMPLETION_DEADLINE_SENTENCE}`,
    RULE_SENTENCES.introReportsSuspension,
    '· 플랫폼 밖 직거래가 확인되면 낙찰가의 30%가 위약금으로 부과됩니다.',
  ],
  y,
);

y = heading(p2, '딜러 가입 방법', y);
y = paragraph(
  p2,
  '약관 동의 → 계정·연락처 인증 → 업체 정보와 사업자 등록증·명함 등록 → 가입 심사(1~10일) → 승인 후 바로 경매 참여. 심사 결과는 카카오톡 알림톡으로 안내해 드립니다.',
  y,
  { size: 11 },
);
y -= 26;

p2.drawRectangle({ x: MARGIN, y: y - 62, width: tableWidth, height: 80, color: rgb(0.094, 0.094, 0.114) });
p2.drawText('문의 · 고객센터', { x: MARGIN + 20, y: y - 8, size: 13, font: bold, color: rgb(1, 1, 1) });
p2.drawText('카카오톡 채널 "오토비드" 실시간 채팅 상담 · 1600-0000', {
  x: MARGIN + 20,
  y: y - 30,
  size: 11,
  font: regular,
  color: rgb(0.9, 0.9, 0.92),
});
p2.drawText('평일 10:00 - 18:00 · 토요일 10:00 - 13:00 · 일요일, 공휴일 휴무', {
  x: MARGIN + 20,
  y: y - 48,
  size: 10,
  font: regular,
  color: rgb(0.75, 0.75, 0.8),
});

writeFileSync(output, await doc.save({ useObjectStreams: true }));
console.log(`wrote ${path.relative(process.cwd(), output)}`);
