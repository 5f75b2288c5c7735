/**
 * One fleet quotation card 'COTAÇÃO {n}': what the card chart says, and what
 * the seller chooses sent back to it. Selects start on 'Selecione';
 * maintenance and insurance read 'Incluso' when the period includes them;
 * the required additionals are shown and cannot be changed.
 */
import type { ReactNode } from 'react';
import { match } from 'ts-pattern';
import { COMMISSION_OPTIONS } from '../../models/pricing/pricing';
import { quotationLabels } from '../../models/labels/quotation';
import { labels } from '../../models/labels/spec';
import { formatBRL } from '../../models/common/money';
import { titleCase } from '../../models/common/title-case';
import type { PlateEnding } from '../../models/quotation/quotation';
import { useQuotationCardEvents, useQuotationCardSelector } from '../../machines/quotation-card/quotation-card.context';
import * as m from '../../machines/quotation-card/quotation-card.machine';
import * as styles from './seller.css';

const f = quotationLabels.form;
const fq = quotationLabels;
const PLATE_CHOICES: PlateEnding[] = ['Não', 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface QuotationCardViewProps {
  actor: m.QuotationCardRef;
  n: number;
  /** Show 'Campo obrigatório' beside the required selects still empty. */
  showErrors?: boolean;
  /** The remove button (the set decides whether it is enabled). */
  onRemove?: (() => void) | undefined;
  canRemove?: boolean;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string | null | undefined; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const toNumber = (v: string) => (v === '' ? null : Number(v));

export function QuotationCardView({ actor, n, showErrors = false, onRemove, canRemove = false }: QuotationCardViewProps) {
  const card = useQuotationCardSelector(actor, m.selectCard);
  const catalogue = useQuotationCardSelector(actor, m.selectCatalogue);
  const dealerGroups = useQuotationCardSelector(actor, m.selectDealerGroups);
  const choices = useQuotationCardSelector(actor, m.selectChoices, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const price = useQuotationCardSelector(actor, m.selectPrice, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const stock = useQuotationCardSelector(actor, m.selectStock, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const amountText = useQuotationCardSelector(actor, m.selectAmountText);
  const amountError = useQuotationCardSelector(actor, m.selectAmountError);
  const priceNote = useQuotationCardSelector(actor, m.selectPriceNote);
  const canEdit = useQuotationCardSelector(actor, m.selectCanEdit);
  const canRetryStock = useQuotationCardSelector(actor, m.selectCanRetryStock);
  const canChoosePeriod = useQuotationCardSelector(actor, m.selectCanChoosePeriod);
  const canChooseMileage = useQuotationCardSelector(actor, m.selectCanChooseMileage);
  const canChooseColour = useQuotationCardSelector(actor, m.selectCanChooseColour);
  const canChoosePlate = useQuotationCardSelector(actor, m.selectCanChoosePlate);
  const events = useQuotationCardEvents(actor);
  const id = (name: string) => `q${n}-${name}`;
  const required = (value: unknown) => (showErrors && value === null ? f.required : null);
  const invalid = (value: unknown) => (showErrors && value === null ? true : undefined);
  const title = fq.card(n);

  return (
    <section className={styles.card} aria-labelledby={id('title')} data-testid={`quotation-card-${n}`}>
      <header className={styles.cardHeader}>
        <h3 id={id('title')} className={styles.cardTitle}>
          {title}
        </h3>
        {onRemove ? (
          <button type="button" className={styles.small} onClick={onRemove} disabled={!canRemove} aria-label={f.removeCard(n)}>
            {labels.fileInput.remove}
          </button>
        ) : null}
      </header>
      <div className={styles.cardGrid}>
        <Field id={id('dealer')} label={f.dealer} error={required(card.dealerCode)}>
          <select
            id={id('dealer')}
            className={styles.select}
            value={card.dealerCode ?? ''}
            disabled={!canEdit}
            aria-invalid={invalid(card.dealerCode)}
            onChange={(e) => events.chooseDealer(e.target.value || null)}
          >
            <option value="">{fq.selectPlaceholder}</option>
            {dealerGroups.map((g) =>
              g.city ? (
                <optgroup key={g.city} label={g.city}>
                  {g.dealers.map((d) => (
                    <option key={d.code} value={d.code}>
                      {d.name}
                    </option>
                  ))}
                </optgroup>
              ) : (
                g.dealers.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.name}
                  </option>
                ))
              ),
            )}
          </select>
        </Field>
        <Field id={id('model')} label={f.model} error={required(card.offerId)}>
          <select
            id={id('model')}
            className={styles.select}
            value={card.offerId ?? ''}
            disabled={!canEdit}
            aria-invalid={invalid(card.offerId)}
            onChange={(e) => events.chooseModel(e.target.value || null)}
          >
            <option value="">{fq.selectPlaceholder}</option>
            {catalogue.vehicles.map((v) => (
              <option key={v.offerId} value={v.offerId}>
                {v.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('period')} label={f.period} error={required(card.period)}>
          <select
            id={id('period')}
            className={styles.select}
            value={card.period ?? ''}
            disabled={!canChoosePeriod}
            aria-invalid={invalid(card.period)}
            onChange={(e) => events.choosePeriod(toNumber(e.target.value))}
          >
            <option value="">{fq.selectPlaceholder}</option>
            {choices.periods.map((p) => (
              <option key={p} value={p}>
                {f.periodOption(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('mileage')} label={f.mileage} error={required(card.km)}>
          <select
            id={id('mileage')}
            className={styles.select}
            value={card.km ?? ''}
            disabled={!canChooseMileage}
            aria-invalid={invalid(card.km)}
            onChange={(e) => events.chooseMileage(toNumber(e.target.value))}
          >
            <option value="">{fq.selectPlaceholder}</option>
            {choices.mileages.map((km) => (
              <option key={km} value={km}>
                {f.mileageOption(km)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('colour')} label={f.colour} error={required(card.colorId)}>
          <select
            id={id('colour')}
            className={styles.select}
            value={card.colorId ?? ''}
            disabled={!canChooseColour}
            aria-invalid={invalid(card.colorId)}
            onChange={(e) => events.chooseColour(e.target.value || null)}
          >
            <option value="">{fq.selectPlaceholder}</option>
            {choices.colours.map((c) => (
              <option key={c.colorId} value={c.colorId}>
                {titleCase(c.name)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('amount')} label={f.amount} error={amountError}>
          <input
            id={id('amount')}
            className={styles.input}
            inputMode="numeric"
            value={amountText}
            disabled={!canEdit}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id('amount')}-error` : undefined}
            onChange={(e) => events.setAmount(e.target.value)}
          />
        </Field>
        <Field id={id('insulfilm')} label={f.insulfilm}>
          {/* Required (ABC): forced by the period, never chosen by hand. */}
          <select id={id('insulfilm')} className={styles.select} value={card.insulfilm ? 'yes' : 'no'} disabled>
            <option value="yes">{fq.yes}</option>
            <option value="no">{fq.no}</option>
          </select>
        </Field>
        <Field id={id('plate')} label={f.plateEnding}>
          <select
            id={id('plate')}
            className={styles.select}
            value={String(card.plateEnding)}
            disabled={!canChoosePlate}
            onChange={(e) => events.choosePlate(e.target.value === 'Não' ? 'Não' : Number(e.target.value))}
          >
            {PLATE_CHOICES.map((p) => (
              <option key={String(p)} value={String(p)}>
                {p === 'Não' ? fq.plateEndingNo : String(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('maintenance')} label={f.maintenance}>
          <input id={id('maintenance')} className={styles.input} readOnly disabled value={card.maintenance ? fq.included : f.notIncluded} />
        </Field>
        <Field id={id('insurance')} label={f.insurance}>
          <input id={id('insurance')} className={styles.input} readOnly disabled value={card.insurance ? fq.included : f.notIncluded} />
        </Field>
        <Field id={id('commission')} label={f.commission}>
          <select
            id={id('commission')}
            className={styles.select}
            value={String(card.commission)}
            disabled={!canEdit}
            onChange={(e) => events.chooseCommission(Number(e.target.value))}
          >
            {COMMISSION_OPTIONS.map((p) => (
              <option key={p} value={String(p)}>
                {f.commissionOption(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('responsible')} label={f.responsible}>
          <input
            id={id('responsible')}
            className={styles.input}
            placeholder={fq.responsiblePlaceholder}
            value={card.responsible}
            disabled={!canEdit}
            onChange={(e) => events.setResponsible(e.target.value)}
          />
        </Field>
      </div>
      <div role="status" aria-live="polite" data-testid={`quotation-stock-${n}`}>
        {match(stock)
          .with({ kind: 'none' }, () => null)
          .with({ kind: 'loading' }, () => <p className={styles.stock}>{f.stockLoading}</p>)
          .with({ kind: 'empty' }, ({ text }) => <p className={styles.stock}>{text}</p>)
          .with({ kind: 'available' }, ({ count, delivery }) => (
            <p className={styles.stock}>
              {f.stock}: {f.stockAvailable(count)} · {delivery}
            </p>
          ))
          .with({ kind: 'failed' }, ({ text }) => (
            <p className={styles.stock}>
              {text}{' '}
              <button type="button" className={styles.textLink} onClick={events.retryStock} disabled={!canRetryStock}>
                {f.retryStock}
              </button>
            </p>
          ))
          .exhaustive()}
      </div>
      <div className={styles.price} data-testid={`quotation-price-${n}`}>
        {price ? (
          <>
            <span>{f.monthly}</span>
            <span className={styles.priceValue}>{formatBRL(price.monthly)}</span>
          </>
        ) : (
          <span className={styles.note}>{priceNote}</span>
        )}
      </div>
      {price ? (
        <div className={styles.price}>
          <span>{f.cardTotal}</span>
          <span className={styles.priceValue}>{formatBRL(price.contract)}</span>
        </div>
      ) : null}
      <div>
        <button type="button" className={styles.textLink} onClick={events.reset} disabled={!canEdit}>
          {quotationLabels.form.resetCard}
        </button>
      </div>
    </section>
  );
}
