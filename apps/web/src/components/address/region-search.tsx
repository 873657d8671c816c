// The built-in address search used when the postcode service cannot load: free-text search over the
// region tree ("강남구 역삼") plus province -> district -> neighbourhood browsing.
import { useId, useMemo, useState } from 'react';
import { REGION_TREE, searchRegions, type RegionMatch } from '@autobid/shared/regions';
import styles from './region-search.module.css';

type RegionSearchProps = { onPick: (match: RegionMatch) => void };

function matchFor(provinceName: string, districtName: string, neighbourhood: string): RegionMatch {
  // Provinces without districts (세종) list themselves as their only district.
  const sameName = districtName === provinceName;
  return {
    region1: provinceName,
    region2: sameName ? '' : districtName,
    region3: neighbourhood,
    address: [provinceName, sameName ? '' : districtName, neighbourhood].filter(Boolean).join(' '),
  };
}

export function RegionSearch({ onPick }: RegionSearchProps) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [provinceName, setProvinceName] = useState('');
  const [districtName, setDistrictName] = useState('');
  const results = useMemo(() => searchRegions(query, 50), [query]);

  const province = REGION_TREE.find((p) => p.name === provinceName);
  const district = province?.districts.find((d) => d.name === districtName);

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={styles.label}>
        지역 검색
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={query}
        placeholder="예) 강남구 역삼, 해운대 우동"
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />

      {query.trim() ? (
        results.length > 0 ? (
          <ul className={styles.results} aria-label="검색 결과">
            {results.map((match) => (
              <li key={match.address}>
                <button type="button" className={styles.result} onClick={() => onPick(match)}>
                  {match.address}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>검색 결과가 없습니다. 시/군/구와 읍/면/동 이름으로 검색해주세요.</p>
        )
      ) : (
        <div className={styles.browse}>
          <p className={styles.browseTitle}>지역으로 찾기</p>
          <nav className={styles.crumbs} aria-label="선택한 지역">
            <button
              type="button"
              className={styles.crumb}
              onClick={() => {
                setProvinceName('');
                setDistrictName('');
              }}
            >
              전체
            </button>
            {province ? (
              <>
                <span aria-hidden="true">›</span>
                <button type="button" className={styles.crumb} onClick={() => setDistrictName('')}>
                  {province.name}
                </button>
              </>
            ) : null}
            {district && district.name !== province?.name ? (
              <>
                <span aria-hidden="true">›</span>
                <span className={styles.crumbCurrent}>{district.name}</span>
              </>
            ) : null}
          </nav>
          <ul className={styles.grid}>
            {!province
              ? REGION_TREE.map((p) => (
                  <li key={p.code}>
                    <button type="button" className={styles.chip} onClick={() => setProvinceName(p.name)}>
                      {p.name}
                    </button>
                  </li>
                ))
              : !district
                ? province.districts.map((d) => (
                    <li key={d.code}>
                      <button type="button" className={styles.chip} onClick={() => setDistrictName(d.name)}>
                        {d.name}
                      </button>
                    </li>
                  ))
                : district.neighbourhoods.map((n) => (
                    <li key={n}>
                      <button
                        type="button"
                        className={styles.chip}
                        onClick={() => onPick(matchFor(province.name, district.name, n))}
                      >
                        {n}
                      </button>
                    </li>
                  ))}
          </ul>
        </div>
      )}
    </div>
  );
}
