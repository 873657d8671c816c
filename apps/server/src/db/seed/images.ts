// Locally generated seed images (brand wordmarks, vehicle side views, profile and document pictures):
// drawn as SVG and rasterised with sharp, so the demo needs no network and ships no third-party artwork.

/** sharp, loaded on first use: a restart on seeded data never rasterises, so its start does not load it. */
export const loadSharp = async () => (await import('sharp')).default;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export async function svgToJpeg(svg: string): Promise<Buffer> {
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** A wordmark badge: the brand's Latin name on its colour. */
export function brandLogoSvg(label: string, background: string, foreground = '#ffffff'): string {
  const size = label.length > 12 ? 19 : label.length > 8 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
  <rect x="4" y="4" width="232" height="112" rx="22" fill="${background}"/>
  <rect x="14" y="14" width="212" height="92" rx="14" fill="none" stroke="${foreground}" stroke-opacity="0.35" stroke-width="2"/>
  <text x="120" y="62" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${foreground}"
    text-anchor="middle" dominant-baseline="middle" letter-spacing="1">${escapeXml(label)}</text>
</svg>`;
}

const WHEEL = (cx: number, cy: number, r: number) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1d1d1f"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#9a9aa2"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#d9d9de"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#55555c"/>`;

function motorbikeBody(color: string): string {
  return `
  ${WHEEL(220, 410, 92)}
  ${WHEEL(590, 410, 92)}
  <path d="M220 410 L330 300 L470 300 L590 410" fill="none" stroke="#3a3a40" stroke-width="16" stroke-linecap="round"/>
  <path d="M590 410 L540 250 L560 200" fill="none" stroke="#6b6b73" stroke-width="14" stroke-linecap="round"/>
  <path d="M520 205 L600 190" stroke="#2b2b30" stroke-width="12" stroke-linecap="round"/>
  <path d="M330 300 C 350 240, 440 225, 520 250 L 500 310 L 340 320 Z" fill="${color}"/>
  <path d="M230 290 C 260 260, 330 262, 360 280 L 350 300 L 240 305 Z" fill="#26262b"/>
  <path d="M180 330 C 200 300, 250 300, 280 320 L 260 340 Z" fill="${color}" opacity="0.85"/>
  <rect x="360" y="315" width="110" height="60" rx="14" fill="#4a4a52"/>
  <circle cx="572" cy="228" r="20" fill="#fff6c9" stroke="#3a3a40" stroke-width="6"/>
  <path d="M300 372 L420 372" stroke="#8d8d95" stroke-width="10" stroke-linecap="round"/>`;
}

function carBody(color: string): string {
  return `
  <path d="M90 400 L100 320 C 120 300, 170 290, 230 285 L 320 215 C 340 200, 370 195, 400 195 L 560 195
    C 600 195, 630 215, 660 250 L 700 290 C 730 295, 740 320, 740 350 L 740 400 Z" fill="${color}"/>
  <path d="M335 225 C 345 215, 360 212, 380 212 L 470 212 L 470 282 L 270 285 Z" fill="#cfe3f5" stroke="#2d2d33" stroke-width="5"/>
  <path d="M490 212 L 560 212 C 590 212, 615 230, 640 262 L 652 282 L 490 282 Z" fill="#cfe3f5" stroke="#2d2d33" stroke-width="5"/>
  <path d="M100 330 L 740 330" stroke="#000" stroke-opacity="0.12" stroke-width="6"/>
  <rect x="712" y="305" width="30" height="22" rx="6" fill="#fff2b0"/>
  <rect x="92" y="318" width="22" height="20" rx="5" fill="#e8453c"/>
  ${WHEEL(230, 405, 70)}
  ${WHEEL(600, 405, 70)}`;
}

export type VehicleView = 'RIGHT_SIDE' | 'LEFT_SIDE' | 'MAIN';

/** An 800x600 illustration of a vehicle in its colour; LEFT_SIDE mirrors RIGHT_SIDE, MAIN is framed. */
export function vehicleSvg(type: 'MOTORBIKE' | 'CAR', color: string, view: VehicleView): string {
  const body = type === 'MOTORBIKE' ? motorbikeBody(color) : carBody(color);
  const transform =
    view === 'LEFT_SIDE'
      ? 'translate(800,0) scale(-1,1)'
      : view === 'MAIN'
        ? 'translate(60,40) scale(0.85)'
        : '';
  const background =
    view === 'MAIN'
      ? `<rect width="800" height="600" fill="#eef0f6"/><rect x="0" y="470" width="800" height="130" fill="#d9dce6"/>
         <circle cx="660" cy="110" r="60" fill="#ffffff" opacity="0.7"/>`
      : `<rect width="800" height="600" fill="#f4f4f7"/><rect x="0" y="500" width="800" height="100" fill="#e2e3ea"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  ${background}
  <ellipse cx="400" cy="505" rx="330" ry="18" fill="#000" opacity="0.12"/>
  <g transform="${transform}">${body}</g>
</svg>`;
}

/** A round avatar with initials (Latin, so it renders without CJK fonts). */
export function avatarSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${color}"/>
  <circle cx="128" cy="100" r="48" fill="#ffffff" opacity="0.9"/>
  <path d="M40 256 C 50 180, 206 180, 216 256 Z" fill="#ffffff" opacity="0.9"/>
  <text x="128" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${color}"
    text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>
</svg>`;
}

export function businessCardSvg(company: string, phone: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="520" viewBox="0 0 900 520">
  <rect width="900" height="520" rx="24" fill="#ffffff"/>
  <rect x="0" y="0" width="28" height="520" fill="#d32f2f"/>
  <text x="80" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#1d1d1f">${escapeXml(company)}</text>
  <text x="80" y="230" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#55555c">Used vehicle dealer</text>
  <text x="80" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#1d1d1f">TEL ${escapeXml(phone)}</text>
</svg>`;
}

export function documentSvg(title: string): string {
  const lines = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="90" y="${250 + i * 44}" width="${520 - (i % 3) * 90}" height="14" rx="7" fill="#c9cbd3"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="990" viewBox="0 0 700 990">
  <rect width="700" height="990" fill="#fbfbf8"/>
  <rect x="40" y="40" width="620" height="910" fill="none" stroke="#8a8f9c" stroke-width="4"/>
  <text x="350" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#1d1d1f" text-anchor="middle">${escapeXml(title)}</text>
  ${lines}
  <circle cx="560" cy="860" r="48" fill="none" stroke="#d32f2f" stroke-width="6"/>
</svg>`;
}
