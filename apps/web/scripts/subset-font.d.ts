// subset-font ships no types; only the calls the intro-PDF script and the web font subset use.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt';
      dropTables?: string[];
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
