// One tax invoice as a PDF (docs/domain.md "Tax invoices", docs/decisions/033): the 세금계산서 layout — title,
// 승인번호, the 공급자 and 공급받는자 boxes, 작성일자 with 공급가액 and 세액, the item line, 합계금액 — set in
// Pretendard. pdf-lib's own subsetting drops composite Hangul glyphs, so the font is subset by HarfBuzz
// (subset-font) to this document's characters first and embedded whole (as apps/web/scripts/make-intro-pdf.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import subsetFont from 'subset-font';
import { formatDotDateTime, formatNumber, type TaxInvoice } from '@autobid/shared';
import { LOCAL_APPROVAL_MARK } from '../../providers/e-invoice';

const resolveFrom = createRequire(import.meta.url);
const FONT_DIR = path.join(
  path.dirname(resolveFrom.resolve('pretendard/package.json')),
  'dist/public/static/alternative',
);

const fontFiles = new Map<string, Promise<Buffer>>();
const fontFile = (name: string) => {
  let file = fontFiles.get(name);
  if (!file) {
    file = readFile(path.join(FONT_DIR, name));
    fontFiles.set(name, file);
  }
  return file;
};

const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.4, 0.4, 0.45);
const SUPPLIER = rgb(0.75, 0.16, 0.14);
const BUYER = rgb(0.12, 0.3, 0.62);
const SUPPLIER_SOFT = rgb(0.995, 0.94, 0.93);
const BUYER_SOFT = rgb(0.93, 0.95, 0.995);
const GRID = rgb(0.55, 0.55, 0.6);

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - MARGIN * 2;

/** Every fixed word of the layout (the font subset keeps these and the invoice's own text). */
const LABELS =
  '전자세금계산서 수정세금계산서 공급받는자 보관용 공급자 승인번호 등록번호 상호 법인명 성명 대표자 사업장 주소 ' +
  '이메일 작성일자 공급가액 세액 수정사유 계약의 해제 비고 월 일 품목 규격 수량 단가 합계금액 현금 수표 어음 ' +
  '외상미수금 이 금액을 영수 청구 함 발행 일시 시스템 로컬 시험용 국세청에 전송되지 않았으며 실제 번호가 아닙니다 ' +
  '원본 관리번호 경매 수수료 페이지 0123456789-,.:()#/ ';

type Fonts = { regular: PDFFont; bold: PDFFont };

async function embedFonts(doc: PDFDocument, text: string): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const embed = async (file: string) => {
    const subset = await subsetFont(await fontFile(file), text, {
      targetFormat: 'truetype',
      // pdf-lib does not shape text: contextual alternates would only throw widths off.
      dropTables: ['GSUB', 'GPOS', 'GDEF'],
    });
    return doc.embedFont(subset, { subset: false });
  };
  const [regular, bold] = await Promise.all([embed('Pretendard-Regular.ttf'), embed('Pretendard-Bold.ttf')]);
  return { regular, bold };
}

type TextOptions = {
  size?: number;
  font?: PDFFont;
  color?: RGB;
  align?: 'left' | 'center' | 'right';
};

/** Writes `text` in the box [x, x + width] at baseline y, shrinking it until it fits. */
function text(
  page: PDFPage,
  fonts: Fonts,
  value: string,
  x: number,
  y: number,
  width: number,
  options: TextOptions = {},
) {
  const font = options.font ?? fonts.regular;
  let size = options.size ?? 9;
  while (size > 5 && font.widthOfTextAtSize(value, size) > width) {
    size -= 0.5;
  }
  const used = font.widthOfTextAtSize(value, size);
  const left =
    options.align === 'center' ? x + (width - used) / 2 : options.align === 'right' ? x + width - used : x;
  page.drawText(value, { x: left, y, size, font, color: options.color ?? INK });
}

/** Breaks `value` into lines of at most `width` (by words, else by characters: Korean addresses). */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of value) {
    const next = line + char;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      const cut = line.lastIndexOf(' ');
      if (cut > 0 && char !== ' ') {
        lines.push(line.slice(0, cut));
        line = line.slice(cut + 1) + char;
      } else {
        lines.push(line.trimEnd());
        line = char === ' ' ? '' : char;
      }
    } else {
      line = next;
    }
  }
  if (line) {
    lines.push(line);
  }
  return lines;
}

function box(page: PDFPage, x: number, y: number, width: number, height: number, color: RGB, fill?: RGB) {
  page.drawRectangle({
    x,
    y,
    width,
    height,
    borderColor: color,
    borderWidth: 0.8,
    ...(fill ? { color: fill } : {}),
  });
}

function hline(page: PDFPage, x: number, y: number, width: number, color: RGB) {
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color });
}

function vline(page: PDFPage, x: number, y: number, height: number, color: RGB) {
  page.drawLine({ start: { x, y }, end: { x, y: y + height }, thickness: 0.6, color });
}

/** `20261206LOCAL0001A2B3C4D` as `20261206-LOCAL000-1A2B3C4D` (the national number's 8-8-8 grouping). */
function groupedApproval(value: string | null): string {
  return value && value.length === 24
    ? `${value.slice(0, 8)}-${value.slice(8, 16)}-${value.slice(16)}`
    : (value ?? '-');
}

const won = (value: number) => formatNumber(value);

/** A party's box: the vertical title strip, then 등록번호, 상호, 성명, 주소, 이메일. Returns nothing; height fixed. */
function partyBox(
  page: PDFPage,
  fonts: Fonts,
  party: TaxInvoice['supplier'],
  title: string,
  x: number,
  top: number,
  width: number,
  colors: { line: RGB; soft: RGB },
) {
  const rowHeights = [24, 24, 24, 36, 24];
  const height = rowHeights.reduce((sum, h) => sum + h, 0);
  const strip = 22;
  const labelWidth = 56;
  box(page, x, top - height, width, height, colors.line);
  page.drawRectangle({ x, y: top - height, width: strip, height, color: colors.soft });
  vline(page, x + strip, top - height, height, colors.line);
  // The title down the strip, a character a line.
  const chars = [...title];
  const step = 15;
  const firstY = top - height / 2 + ((chars.length - 1) * step) / 2 - 4;
  chars.forEach((char, i) =>
    text(page, fonts, char, x, firstY - i * step, strip, {
      font: fonts.bold,
      size: 11,
      color: colors.line,
      align: 'center',
    }),
  );
  page.drawRectangle({ x: x + strip, y: top - height, width: labelWidth, height, color: colors.soft });
  vline(page, x + strip + labelWidth, top - height, height, colors.line);
  const rows: [string, string][] = [
    ['등록번호', party.businessNumber || '-'],
    ['상호(법인명)', party.name || '-'],
    ['성명(대표자)', party.representative || '-'],
    ['사업장 주소', party.address || '-'],
    ['이메일', party.email || '-'],
  ];
  const valueX = x + strip + labelWidth + 6;
  const valueWidth = width - strip - labelWidth - 12;
  let y = top;
  rows.forEach(([label, value], i) => {
    const h = rowHeights[i]!;
    if (i > 0) {
      hline(page, x + strip, y, width - strip, colors.line);
    }
    text(page, fonts, label, x + strip, y - h / 2 - 3, labelWidth, {
      size: 8,
      color: colors.line,
      align: 'center',
    });
    if (i === 3) {
      const lines = wrap(value, fonts.regular, 8.5, valueWidth).slice(0, 3);
      const lineGap = 10.5;
      const startY = y - h / 2 + ((lines.length - 1) * lineGap) / 2 - 3;
      lines.forEach((line, j) =>
        page.drawText(line, {
          x: valueX,
          y: startY - j * lineGap,
          size: 8.5,
          font: fonts.regular,
          color: INK,
        }),
      );
    } else {
      text(page, fonts, value, valueX, y - h / 2 - 3.5, valueWidth, {
        size: i === 0 ? 11 : 9.5,
        font: i === 0 ? fonts.bold : fonts.regular,
      });
    }
    y -= h;
  });
  return height;
}

/** A row of cells: headings on a tinted band above, values below, with the grid. */
function grid(
  page: PDFPage,
  fonts: Fonts,
  top: number,
  columns: { title: string; width: number; value: string; align?: 'left' | 'center' | 'right' }[],
  options: { color: RGB; soft: RGB; valueHeight?: number; valueSize?: number },
) {
  const headHeight = 20;
  const valueHeight = options.valueHeight ?? 26;
  const height = headHeight + valueHeight;
  page.drawRectangle({
    x: MARGIN,
    y: top - headHeight,
    width: WIDTH,
    height: headHeight,
    color: options.soft,
  });
  box(page, MARGIN, top - height, WIDTH, height, options.color);
  hline(page, MARGIN, top - headHeight, WIDTH, options.color);
  let x = MARGIN;
  columns.forEach((column, i) => {
    if (i > 0) {
      vline(page, x, top - height, height, options.color);
    }
    text(page, fonts, column.title, x + 3, top - headHeight + 6.5, column.width - 6, {
      size: 8,
      color: options.color,
      align: 'center',
    });
    text(page, fonts, column.value, x + 6, top - headHeight - valueHeight / 2 - 3.5, column.width - 12, {
      size: options.valueSize ?? 10,
      align: column.align ?? 'center',
    });
    x += column.width;
  });
  return height;
}

/** The invoice's PDF bytes (A4, one page). */
export async function invoicePdf(invoice: TaxInvoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const isAmend = invoice.kind === 'AMEND';
  const isLocal =
    invoice.provider === 'local' || (invoice.approvalNumber ?? '').includes(LOCAL_APPROVAL_MARK);
  const title = isAmend ? '수정세금계산서' : '전자세금계산서';
  const issuedAt = formatDotDateTime(invoice.issuedAt);
  const fonts = await embedFonts(doc, LABELS + JSON.stringify(invoice) + issuedAt);
  doc.setTitle(`${title} ${invoice.writtenOn} ${invoice.itemName}`);
  doc.setAuthor(invoice.supplier.name);
  doc.setSubject(invoice.itemName);
  doc.setLanguage('ko-KR');
  doc.setCreator('오토비드');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(invoice.issuedAt));
  doc.setModificationDate(new Date(invoice.issuedAt));

  const page = doc.addPage(A4);
  const top = A4[1] - MARGIN;
  const accent = isAmend ? SUPPLIER : BUYER;

  // Title and the approval number.
  text(page, fonts, title, MARGIN, top - 30, WIDTH, {
    font: fonts.bold,
    size: 24,
    align: 'center',
    color: accent,
  });
  text(page, fonts, '(공급받는자 보관용)', MARGIN, top - 48, WIDTH, {
    size: 9,
    align: 'center',
    color: MUTED,
  });
  const approvalWidth = 200;
  const approvalX = MARGIN + WIDTH - approvalWidth;
  box(page, approvalX, top - 84, approvalWidth, 24, GRID);
  page.drawRectangle({ x: approvalX, y: top - 84, width: 52, height: 24, color: rgb(0.95, 0.95, 0.96) });
  vline(page, approvalX + 52, top - 84, 24, GRID);
  text(page, fonts, '승인번호', approvalX, top - 75, 52, { size: 8, align: 'center', color: MUTED });
  text(page, fonts, groupedApproval(invoice.approvalNumber), approvalX + 56, top - 75.5, approvalWidth - 60, {
    size: 9,
    font: fonts.bold,
  });

  // The parties.
  const partyTop = top - 96;
  const gap = 10;
  const partyWidth = (WIDTH - gap) / 2;
  const partyHeight = partyBox(page, fonts, invoice.supplier, '공급자', MARGIN, partyTop, partyWidth, {
    line: SUPPLIER,
    soft: SUPPLIER_SOFT,
  });
  partyBox(page, fonts, invoice.buyer, '공급받는자', MARGIN + partyWidth + gap, partyTop, partyWidth, {
    line: BUYER,
    soft: BUYER_SOFT,
  });

  // 작성일자, 공급가액, 세액, 수정사유 / 비고.
  let y = partyTop - partyHeight - 14;
  y -= grid(
    page,
    fonts,
    y,
    [
      { title: '작성일자', width: 110, value: invoice.writtenOn.replaceAll('-', '. ') },
      { title: '공급가액', width: 135, value: won(invoice.supplyAmount), align: 'right' },
      { title: '세액', width: 120, value: won(invoice.vat), align: 'right' },
      { title: isAmend ? '수정사유' : '비고', width: WIDTH - 365, value: isAmend ? '계약의 해제' : '' },
    ],
    { color: INK, soft: rgb(0.95, 0.95, 0.96) },
  );

  // The item line.
  const [, month, day] = invoice.writtenOn.split('-');
  y -= 12;
  y -= grid(
    page,
    fonts,
    y,
    [
      { title: '월', width: 30, value: String(Number(month)) },
      { title: '일', width: 30, value: String(Number(day)) },
      { title: '품목', width: 165, value: invoice.itemName, align: 'left' },
      { title: '규격', width: 40, value: '' },
      { title: '수량', width: 35, value: '1' },
      { title: '단가', width: 70, value: won(invoice.supplyAmount), align: 'right' },
      { title: '공급가액', width: 75, value: won(invoice.supplyAmount), align: 'right' },
      { title: '세액', width: WIDTH - 445, value: won(invoice.vat), align: 'right' },
    ],
    { color: INK, soft: rgb(0.95, 0.95, 0.96), valueSize: 9 },
  );

  // 합계금액.
  y -= 12;
  y -= grid(
    page,
    fonts,
    y,
    [
      { title: '합계금액', width: 150, value: won(invoice.total), align: 'right' },
      { title: '현금', width: 110, value: won(invoice.total), align: 'right' },
      { title: '수표', width: 55, value: '' },
      { title: '어음', width: 55, value: '' },
      { title: '외상미수금', width: 65, value: '' },
      { title: '', width: WIDTH - 435, value: '이 금액을 (영수) 함' },
    ],
    { color: accent, soft: isAmend ? SUPPLIER_SOFT : BUYER_SOFT, valueHeight: 30, valueSize: 11 },
  );

  // How it was issued.
  y -= 24;
  text(page, fonts, `발행 일시 ${issuedAt} · 발행 시스템 ${invoice.provider}`, MARGIN, y, WIDTH, {
    size: 8.5,
    color: MUTED,
  });
  if (isLocal) {
    y -= 14;
    text(
      page,
      fonts,
      '로컬 발행본(시험용): 국세청에 전송되지 않았으며 승인번호는 실제 번호가 아닙니다.',
      MARGIN,
      y,
      WIDTH,
      { size: 8.5, color: SUPPLIER },
    );
  }
  return doc.save();
}
