/** The configuration sections of the details step: plans, optionals, additionals with the plate ending. */
import { Checkbox, RadioGroup } from 'radix-ui';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { formatBRL } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import {
  PLATE_NUMBERS,
  additionalsForPeriod,
  isPlateAdditional,
  isRequiredAdditional,
  mileageIcon,
  mileagesOf,
  optionalsForPeriod,
  periodsOf,
  plateNumberMissing,
  requiredOptional,
  type DetailsConfiguration,
  type MileageIcon as MileageIconKind,
} from '../../models/pricing/offer-details';
import type { DetailsTarget } from '../../machines/details-modal/details-modal.machine';
import { InfoIcon } from '../theme/info-icon';
import * as styles from './details.css';
import { preloadStatusDialog } from './status-dialog';

interface SectionProps {
  offer: Offer;
  config: DetailsConfiguration;
  labels: DetailsScreenLabels;
}

const NEEDLE: Record<MileageIconKind, string> = { '500': 'M12 14 L7 9', '1000': 'M12 14 L12 7', '2000': 'M12 14 L17 9', other: 'M12 14 L18 13' };

function MileageIcon({ kind }: { kind: MileageIconKind }) {
  return (
    <svg width="24" height="18" viewBox="0 0 24 18" aria-hidden="true" data-icon={kind}>
      <path d="M3 15 A9 9 0 0 1 21 15" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={NEEDLE[kind]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function PlanTiles({ offer, config, labels, onPeriod, onKm }: SectionProps & { onPeriod: (p: number) => void; onKm: (km: number) => void }) {
  return (
    <section className={styles.section} aria-label={labels.offerCard.contract} data-testid="plans">
      <h2 id="period-title" className={styles.sectionTitle}>
        {labels.offerCard.contract}
      </h2>
      <RadioGroup.Root
        className={styles.tiles}
        value={String(config.period)}
        aria-label={labels.plans.periodGroup}
        onValueChange={(v) => onPeriod(Number(v))}
      >
        {periodsOf(offer).map((period) => (
          <RadioGroup.Item key={period} value={String(period)} className={styles.tile} aria-label={`${period} ${labels.offerCard.months}`}>
            {/* The space makes the words read as the name says them ('12 Meses', not '12Meses'); a column of flex items does not draw it. */}
            <span className={styles.tileValue}>{period}</span>{' '}
            <span className={styles.tileCaption}>{labels.offerCard.months}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <h2 id="km-title" className={styles.sectionTitle} style={{ marginTop: 16 }}>
        {labels.offerDetails.kmPerMonth}
      </h2>
      <RadioGroup.Root className={styles.tiles} value={String(config.km)} aria-label={labels.plans.mileageGroup} onValueChange={(v) => onKm(Number(v))}>
        {mileagesOf(offer, config.period).map((km) => (
          <RadioGroup.Item key={km} value={String(km)} className={styles.tile} aria-label={`${labels.plans.km(km)} ${labels.plans.perMonth}`}>
            <MileageIcon kind={mileageIcon(km)} />
            <span className={styles.tileValue}>{labels.plans.km(km)}</span>{' '}
            <span className={styles.tileCaption}>{labels.plans.perMonth}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </section>
  );
}

export function OptionalsSection({
  offer,
  config,
  labels,
  conflict,
  onSelect,
  onInfo,
}: SectionProps & {
  /** The chosen optional replaced another: two cannot go together (the offer details chart says so). */
  conflict: boolean;
  onSelect: (id: string | null) => void;
  onInfo: (target: DetailsTarget) => void;
}) {
  const optionals = optionalsForPeriod(offer, config.period);
  const required = requiredOptional(optionals);
  if (optionals.length === 0) return null;
  const info = (o: (typeof optionals)[number]) => (
    <button
      type="button"
      className={styles.linkButton}
      aria-label={labels.optionals.details(o.name)}
      onPointerEnter={preloadStatusDialog}
      onFocus={preloadStatusDialog}
      onClick={() => onInfo({ kind: 'optional', brand: offer.brand, modelCode: offer.modelCode, code: o.code, name: o.name })}
    >
      <InfoIcon />
    </button>
  );
  return (
    <section className={styles.section} aria-labelledby="optionals-title" data-testid="optionals">
      <h2 id="optionals-title" className={styles.sectionTitle}>
        {labels.optionals.heading}
      </h2>
      {required ? (
        <div className={styles.option} data-testid="required-optional">
          <span aria-hidden="true" />
          {required.image ? <img className={styles.thumb} src={required.image} alt="" width={48} height={48} /> : <span />}
          <span className={styles.optionLabel}>
            <span>{required.name}</span>
            <span className={styles.note}>{labels.optionals.requiredNote}</span>
          </span>
          <span className={styles.optionPrice}>
            {formatBRL(required.value)} {info(required)}
          </span>
        </div>
      ) : (
        <RadioGroup.Root
          className={styles.optionList}
          value={config.optionalId ?? 'none'}
          aria-labelledby="optionals-title"
          onValueChange={(v) => onSelect(v === 'none' ? null : v)}
        >
          <div className={styles.option}>
            <RadioGroup.Item value="none" id="optional-none" className={styles.radio} aria-label={labels.offerDetails.noOptional}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </RadioGroup.Item>
            <span />
            <label htmlFor="optional-none" className={styles.optionLabel}>
              {labels.offerDetails.noOptional}
            </label>
          </div>
          {optionals.map((o) => (
            <div key={o.optionalId} className={styles.option}>
              <RadioGroup.Item value={o.optionalId} id={`optional-${o.optionalId}`} className={styles.radio} aria-label={o.name}>
                <RadioGroup.Indicator className={styles.radioDot} />
              </RadioGroup.Item>
              {o.image ? <img className={styles.thumb} src={o.image} alt="" width={48} height={48} /> : <span />}
              <label htmlFor={`optional-${o.optionalId}`} className={styles.optionLabel}>
                {o.name}
              </label>
              <span className={styles.optionPrice}>
                {formatBRL(o.value)} {info(o)}
              </span>
            </div>
          ))}
        </RadioGroup.Root>
      )}
      {/* Polite: the region is there before the message, so it is announced. */}
      <div role="status">
        {conflict && !required ? (
          <p className={styles.optionalConflict} data-testid="optional-conflict">
            {labels.offerDetails.optionalConflict}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function AdditionalsSection({
  offer,
  config,
  labels,
  onToggle,
  onPlate,
  onInfo,
  showPlateError = false,
}: SectionProps & {
  onToggle: (id: string) => void;
  onPlate: (n: number) => void;
  onInfo: (target: DetailsTarget) => void;
  /** The visitor tried to continue without the plate number (the chart's `selectShowPlateError`). */
  showPlateError?: boolean;
}) {
  const items = additionalsForPeriod(offer, config.period);
  if (items.length === 0) return null;
  const plateMissing = showPlateError && plateNumberMissing(offer, config);
  return (
    <section className={styles.section} aria-labelledby="additionals-title" data-testid="additionals">
      <h2 id="additionals-title" className={styles.sectionTitle}>
        {labels.additionals.heading}
      </h2>
      <ul className={styles.optionList}>
        {items.map((a) => {
          const checked = config.additionalIds.includes(a.id);
          const required = isRequiredAdditional(a);
          const id = `additional-${a.id}`;
          return (
            <li key={a.id}>
              <div className={styles.option}>
                <Checkbox.Root id={id} className={styles.checkbox} checked={checked} disabled={required} onCheckedChange={() => onToggle(a.id)} aria-label={a.name}>
                  <Checkbox.Indicator>✓</Checkbox.Indicator>
                </Checkbox.Root>
                {a.image_link ? <img className={styles.thumb} src={a.image_link} alt="" width={48} height={48} /> : <span />}
                <label htmlFor={id} className={styles.optionLabel}>
                  <span>{a.name}</span>
                  {required ? <span className={styles.note}>{labels.additionals.requiredNote}</span> : null}
                </label>
                <span className={styles.optionPrice}>
                  {a.value > 0 ? formatBRL(a.value) : labels.offerDetails.included}{' '}
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={labels.additionals.details(a.name)}
                    onPointerEnter={preloadStatusDialog}
                    onFocus={preloadStatusDialog}
                    onClick={() => onInfo({ kind: 'additional', mvsCode: offer.mvs, id: a.id, name: a.name })}
                  >
                    <InfoIcon />
                  </button>
                </span>
              </div>
              {isPlateAdditional(a) && checked ? (
                <div data-testid="plate-picker">
                  <h3 id="plate-title" className={styles.tileCaption}>
                    {labels.offerDetails.plateEnding}
                  </h3>
                  <RadioGroup.Root
                    className={styles.plateTiles}
                    value={config.plateNumber === null ? '' : String(config.plateNumber)}
                    aria-labelledby="plate-title"
                    aria-describedby={plateMissing ? 'plate-error' : undefined}
                    onValueChange={(v) => onPlate(Number(v))}
                  >
                    {PLATE_NUMBERS.map((n) => (
                      <RadioGroup.Item key={n} value={String(n)} className={styles.plateTile} aria-label={`${labels.offerDetails.plateEnding} ${n}`}>
                        {n}
                      </RadioGroup.Item>
                    ))}
                  </RadioGroup.Root>
                  {plateMissing ? (
                    <p id="plate-error" className={styles.error} role="alert">
                      {labels.offerDetails.plateEndingRequired}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
