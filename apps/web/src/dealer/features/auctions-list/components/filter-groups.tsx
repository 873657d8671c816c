// The four collapsible filter groups (brand, region, purpose, accident) shared by the desktop panel and the
// mobile sheet; `withSummary` adds each group's selection summary to its header (mobile).
import { useId, useState, type ReactNode } from 'react';
import { PURPOSE_LABELS, PURPOSES, type Brand } from '@autobid/shared';
import { DISTRICT_TREE, regionFilterEntry } from '@autobid/shared/regions/districts';
import { useBrands } from '../api/get-brands';
import { ACCIDENT_OPTIONS, selectionSummary, toggleInList, type AuctionFilters } from '../filters';
import styles from './filter-groups.module.css';

type GroupKey = 'brand' | 'region' | 'purpose' | 'accident';

const PURPOSE_OPTIONS = PURPOSES.map((purpose) => ({ value: purpose, label: PURPOSE_LABELS[purpose] }));

type FilterGroupsProps = {
  value: AuctionFilters;
  onChange: (next: AuctionFilters) => void;
  withSummary?: boolean;
};

export function FilterGroups({ value, onChange, withSummary = false }: FilterGroupsProps) {
  const { data: brands = [] } = useBrands();
  const [open, setOpen] = useState<Record<GroupKey, boolean>>({
    brand: true,
    region: false,
    purpose: false,
    accident: false,
  });
  const toggle = (key: GroupKey) => setOpen((current) => ({ ...current, [key]: !current[key] }));

  const brandNames = value.brandIds
    .map((id) => brands.find((b) => b.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const summaries: Record<GroupKey, string> = {
    brand: selectionSummary(brandNames),
    region: selectionSummary(value.regions),
    purpose: selectionSummary(value.purpose ? [PURPOSE_LABELS[value.purpose]] : []),
    accident: selectionSummary(ACCIDENT_OPTIONS.filter((o) => o.value === value.repair).map((o) => o.label)),
  };

  const group = (key: GroupKey, title: string, body: ReactNode) => (
    <FilterGroup
      key={key}
      title={title}
      isOpen={open[key]}
      onToggle={() => toggle(key)}
      summary={withSummary ? summaries[key] : undefined}
    >
      {body}
    </FilterGroup>
  );

  return (
    <div className={styles.groups}>
      {group(
        'brand',
        '브랜드',
        <BrandOptions
          brands={brands}
          selected={value.brandIds}
          onToggle={(id) => onChange({ ...value, brandIds: toggleInList(value.brandIds, id) })}
        />,
      )}
      {group(
        'region',
        '지역',
        <RegionOptions
          selected={value.regions}
          onToggle={(name) => onChange({ ...value, regions: toggleInList(value.regions, name) })}
        />,
      )}
      {group(
        'purpose',
        '용도',
        <ChoiceChips
          options={PURPOSE_OPTIONS}
          chosen={value.purpose}
          onPick={(purpose) => onChange({ ...value, purpose })}
        />,
      )}
      {group(
        'accident',
        '사고 여부',
        <ChoiceChips
          options={ACCIDENT_OPTIONS}
          chosen={value.repair}
          onPick={(repair) => onChange({ ...value, repair })}
        />,
      )}
    </div>
  );
}

type FilterGroupProps = {
  title: string;
  isOpen: boolean;
  onToggle: () => void;
  summary?: string;
  children: ReactNode;
};

function FilterGroup({ title, isOpen, onToggle, summary, children }: FilterGroupProps) {
  const id = useId();
  return (
    <section className={styles.group}>
      {/* The summary is a description, so the button's name stays the bare group name. */}
      <button
        type="button"
        className={styles.groupHeader}
        aria-expanded={isOpen}
        aria-controls={`${id}-body`}
        aria-labelledby={`${id}-title`}
        aria-describedby={summary === undefined ? undefined : `${id}-summary`}
        onClick={onToggle}
      >
        <span id={`${id}-title`} className={styles.groupTitle}>
          {title}
        </span>
        {summary === undefined ? null : (
          <span id={`${id}-summary`} className={summary === '전체' ? styles.summaryAll : styles.summary}>
            {summary}
          </span>
        )}
        <span className={isOpen ? styles.chevronOpen : styles.chevron} aria-hidden="true" />
      </button>
      {isOpen ? (
        <div id={`${id}-body`} className={styles.groupBody}>
          {children}
        </div>
      ) : null}
    </section>
  );
}

/** A one-of filter as a row of toggle chips: pressing a chip picks it, pressing the picked one unpicks it. */
function ChoiceChips<V extends string>({
  options,
  chosen,
  onPick,
}: {
  options: readonly { value: V; label: string }[];
  chosen: V | null;
  onPick: (next: V | null) => void;
}) {
  return (
    <div className={styles.chips}>
      {options.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className={chosen === value ? styles.chipOn : styles.chip}
          aria-pressed={chosen === value}
          onClick={() => onPick(chosen === value ? null : value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** One checkbox row of a filter list: the box, what comes before the label (a brand logo), the label, and after it (a count). */
function CheckOption({
  label,
  checked,
  onToggle,
  before,
  after,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <label className={checked ? styles.optionOn : styles.option}>
      <input type="checkbox" className={styles.checkbox} checked={checked} onChange={onToggle} />
      {before}
      <span className={styles.optionLabel}>{label}</span>
      {after}
    </label>
  );
}

function BrandOptions({
  brands,
  selected,
  onToggle,
}: {
  brands: Brand[];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  if (brands.length === 0) {
    return <p className={styles.empty}>Loading..</p>;
  }
  return (
    <ul className={styles.brandList}>
      {brands.map((brand) => {
        const checked = selected.includes(brand.id);
        return (
          <li key={brand.id}>
            <CheckOption
              label={brand.name}
              checked={checked}
              onToggle={() => onToggle(brand.id)}
              before={
                brand.logo ? (
                  <img src={brand.logo} alt="" className={styles.brandLogo} loading="lazy" />
                ) : (
                  <span className={styles.brandLogo} />
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

function RegionOptions({ selected, onToggle }: { selected: string[]; onToggle: (name: string) => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className={styles.regionList}>
      {DISTRICT_TREE.map((province) => {
        const isExpanded = expanded === province.code;
        // A district is chosen with its province (`부산광역시 서구`): seven district names repeat across cities.
        const districts = province.districts
          .filter((d) => d.name !== province.name)
          .map((d) => ({ code: d.code, name: d.name, entry: regionFilterEntry(province.name, d.name) }));
        const chosenInside = districts.filter((d) => selected.includes(d.entry)).length;
        return (
          <li key={province.code}>
            <div className={styles.provinceRow}>
              <CheckOption
                label={province.name}
                checked={selected.includes(province.name)}
                onToggle={() => onToggle(province.name)}
                after={chosenInside > 0 ? <span className={styles.count}>{chosenInside}</span> : null}
              />
              {districts.length > 0 ? (
                <button
                  type="button"
                  className={styles.expand}
                  aria-expanded={isExpanded}
                  aria-label={`${province.name} 시/군/구 ${isExpanded ? '접기' : '펼치기'}`}
                  onClick={() => setExpanded(isExpanded ? null : province.code)}
                >
                  <span className={isExpanded ? styles.chevronOpen : styles.chevron} aria-hidden="true" />
                </button>
              ) : null}
            </div>
            {isExpanded ? (
              <ul className={styles.districtList}>
                {districts.map((district) => (
                  <li key={district.code}>
                    <CheckOption
                      label={district.name}
                      checked={selected.includes(district.entry)}
                      onToggle={() => onToggle(district.entry)}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
