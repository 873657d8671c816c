#!/usr/bin/env node
// Builds the compact region tree (province -> district -> neighbourhood) that the app ships, from
// Korea's legal-dong code list (법정동코드 TSV). Usage: node scripts/build-regions.mjs <path-to-tsv>
// Writes packages/shared/src/regions/regions.json and districts.json (no neighbourhoods); commit the result.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/build-regions.mjs <korea-legal-dong-codes.tsv>');
  process.exit(1);
}

const lines = readFileSync(source, 'utf8').split(/\r?\n/).slice(1).filter(Boolean);
/** province code -> { name, districts: district code -> { name, hoods: hood code -> name } } */
const provinces = new Map();

for (const line of lines) {
  const [code, fullName] = line.split('\t');
  if (!code || !fullName || code.length !== 10) continue;
  const words = fullName.trim().split(/\s+/);
  const provinceName = words[0];
  const pCode = code.slice(0, 2);
  const dCode = code.slice(2, 5);
  const hCode = code.slice(5, 8);
  if (!provinces.has(pCode)) provinces.set(pCode, { name: provinceName, districts: new Map() });
  const province = provinces.get(pCode);
  if (code.slice(2) === '00000000') {
    province.name = fullName.trim();
    continue;
  }
  // Districts may be two words (수원시 장안구); 세종특별자치시 has none, so it stands for itself.
  if (code.slice(5) === '00000') {
    const name = words.slice(1).join(' ') || provinceName;
    const existing = province.districts.get(dCode);
    if (existing) existing.name = name;
    else province.districts.set(dCode, { name, hoods: new Map() });
    continue;
  }
  // The neighbourhood (읍/면/동) is the last word of its own row, or the word before the 리.
  const isRi = code.slice(8) !== '00';
  const hoodIndex = isRi ? words.length - 2 : words.length - 1;
  if (hoodIndex < 1) continue;
  const districtName = words.slice(1, hoodIndex).join(' ') || provinceName;
  const hoodName = words[hoodIndex];
  if (!province.districts.has(dCode)) province.districts.set(dCode, { name: districtName, hoods: new Map() });
  const district = province.districts.get(dCode);
  if (!district.hoods.has(hCode)) district.hoods.set(hCode, hoodName);
}

const byCode = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
const tree = [...provinces.entries()]
  .sort(byCode)
  .map(([pCode, p]) => [
    pCode,
    p.name,
    [...p.districts.entries()]
      .sort(byCode)
      .map(([dCode, d]) => [dCode, d.name, [...d.hoods.entries()].sort(byCode).map(([, name]) => name)]),
  ]);

const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(here, '..', 'packages', 'shared', 'src', 'regions', 'regions.json');
writeFileSync(target, `${JSON.stringify({ source: path.basename(source), rows: lines.length, tree })}\n`);
// The provinces and districts alone, for the auction filters: the list page then ships no neighbourhoods.
const districtTree = tree.map(([pCode, name, districts]) => [
  pCode,
  name,
  districts.map(([dCode, dName]) => [dCode, dName]),
]);
writeFileSync(
  path.join(path.dirname(target), 'districts.json'),
  `${JSON.stringify({ source: path.basename(source), tree: districtTree })}\n`,
);
const districtCount = tree.reduce((n, p) => n + p[2].length, 0);
const hoodCount = tree.reduce((n, p) => n + p[2].reduce((m, d) => m + d[2].length, 0), 0);
console.log(
  `wrote ${target}: ${tree.length} provinces, ${districtCount} districts, ${hoodCount} neighbourhoods`,
);
