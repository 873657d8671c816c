// subset-font ships no types; only the call the intro-PDF script uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt'; dropTables?: string[] },
  ): Promise<Buffer>;
}
