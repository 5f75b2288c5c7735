/**
 * The legal-person price simulator's page (spec 000 §2 "Quotation tools"):
 * title, the proposal-expiring banner, the seller section, three quotation
 * blocks over company offers, 'Emitir Proposta', the confirmation modal
 * (SIM / NÃO), the success modal, and 'ACESSE OUTRAS MARCAS'. Everything it
 * shows and enables comes from the price simulator chart.
 */
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { quotationLabels } from '../../models/labels/quotation';
import { titleCase } from '../../models/common/title-case';
import { formatBRL } from '../../models/common/money';
import { maskCnpj } from '../../models/common/masks';
import { cardChoices, type FleetDealer, type FleetVehicle } from '../../models/quotation/fleet-quotation';
import { QUOTATION_AMOUNT_MAX, QUOTATION_AMOUNT_MIN } from '../../models/pricing/pricing';
import {
  blockPrice,
  blockQuotation,
  isBlockEmpty,
  type SimulatorBlock,
  type SimulatorBlockEdit,
  type SimulatorSellerField,
  type SimulatorSellerForm,
} from '../../models/quotation/price-simulator';
import type { PlateEnding } from '../../models/quotation/quotation';
import { usePriceSimulator, usePriceSimulatorEvents, usePriceSimulatorSelector } from '../../machines/price-simulator/price-simulator.context';
import {
  selectBlocks,
  selectCanCancel,
  selectCanConfirm,
  selectCanDismiss,
  selectCanEdit,
  selectCanIssue,
  selectCanRetry,
  selectForm,
  selectMessage,
  selectOptions,
  selectQuotations,
  selectOpenChoices,
  selectRefusedSubmits,
  selectSellerErrors,
  selectStatus,
  sameOpenChoices,
  type PriceSimulatorRef,
} from '../../machines/price-simulator/price-simulator.machine';
import { Field } from '../form/field';
import { useFocusFirstError } from '../form/focus-first-error';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './simulator.css';

const t = quotationLabels.simulator;
const spec = quotationLabels.priceSimulator;
const PLATE_CHOICES: PlateEnding[] = ['Não', 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const AMOUNTS = Array.from({ length: QUOTATION_AMOUNT_MAX - QUOTATION_AMOUNT_MIN + 1 }, (_, i) => i + QUOTATION_AMOUNT_MIN);

export interface OtherBrandLink {
  name: string;
  href: string;
}

export interface PriceSimulatorPageProps {
  /** The seller section's start (the signed-in seller's name, e-mail and dealer). */
  seller?: Partial<SimulatorSellerForm> | undefined;
  /** The seller's area (its saved fleet quotations): the page's way back and the banner's link. */
  quotationsHref: string;
  otherBrands: readonly OtherBrandLink[];
  onNavigate?: Navigate | undefined;
}

export function PriceSimulatorPage({ seller, quotationsHref, otherBrands, onNavigate }: PriceSimulatorPageProps) {
  const actor = usePriceSimulator(seller);
  const status = usePriceSimulatorSelector(actor, selectStatus);
  const canRetry = usePriceSimulatorSelector(actor, selectCanRetry);
  const events = usePriceSimulatorEvents(actor);
  const [bannerShown, setBannerShown] = useState(true);
  return (
    <div className={styles.page} data-testid="price-simulator" data-status={status}>
      <p className={styles.backLine}>
        <NavLink href={quotationsHref} onNavigate={onNavigate} className={styles.bannerLink}>
          ← {quotationLabels.seller.back}
        </NavLink>
      </p>
      <h1 className={styles.heading}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      {bannerShown ? (
        <div className={styles.banner} data-testid="expiring-banner">
          <p className={styles.bannerText}>
            {t.expiringBanner}{' '}
            <NavLink href={quotationsHref} onNavigate={onNavigate} className={styles.bannerLink}>
              {t.expiringLink}
            </NavLink>
          </p>
          <button type="button" className={styles.bannerClose} aria-label={t.dismiss} onClick={() => setBannerShown(false)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      {status === 'loading' ? (
        <p role="status" className={styles.statusBox}>
          {t.loading}
        </p>
      ) : status === 'loadFailed' ? (
        <div role="alert" className={styles.errorBox}>
          <p className={styles.errorText}>{t.loadFailed}</p>
          <button type="button" className={styles.issueButton} disabled={!canRetry} onClick={events.retry}>
            {t.retry}
          </button>
        </div>
      ) : (
        <SimulatorForm actor={actor} />
      )}
      <section className={styles.otherBrands} aria-labelledby="other-brands-title">
        <h2 id="other-brands-title" className={styles.sectionTitle}>
          {spec.otherBrands}
        </h2>
        <ul className={styles.brandList}>
          {otherBrands.map((b) => (
            <li key={b.href}>
              <NavLink href={b.href} onNavigate={onNavigate} className={styles.brandLink}>
                {b.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type Actor = ReturnType<typeof usePriceSimulator>;

function SimulatorForm({ actor }: { actor: Actor }) {
  const events = usePriceSimulatorEvents(actor);
  const status = usePriceSimulatorSelector(actor, selectStatus);
  const form = usePriceSimulatorSelector(actor, selectForm);
  const blocks = usePriceSimulatorSelector(actor, selectBlocks);
  const options = usePriceSimulatorSelector(actor, selectOptions);
  const errors = usePriceSimulatorSelector(actor, selectSellerErrors);
  const message = usePriceSimulatorSelector(actor, selectMessage);
  const quotations = usePriceSimulatorSelector(actor, selectQuotations);
  const canEdit = usePriceSimulatorSelector(actor, selectCanEdit);
  const canIssue = usePriceSimulatorSelector(actor, selectCanIssue);
  const canConfirm = usePriceSimulatorSelector(actor, selectCanConfirm);
  const canCancel = usePriceSimulatorSelector(actor, selectCanCancel);
  const canDismiss = usePriceSimulatorSelector(actor, selectCanDismiss);
  const refused = usePriceSimulatorSelector(actor, selectRefusedSubmits);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refused);
  const dealerId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    events.issue();
  };
  const text = (field: SimulatorSellerField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      name={field}
      label={label}
      size="compact"
      value={form[field]}
      onValue={(value) => events.editSeller(field, value)}
      error={errors[field]}
      disabled={!canEdit}
      {...extra}
    />
  );
  const dealerErrorId = `${dealerId}-error`;
  return (
    <form ref={formRef} noValidate aria-label={t.title} onSubmit={onSubmit}>
      <section className={styles.section} aria-labelledby="seller-section-title">
        <h2 id="seller-section-title" className={styles.sectionTitle}>
          {t.sellerSection}
        </h2>
        <div className={styles.sellerGrid}>
          <div className={styles.field}>
            <label htmlFor={dealerId} className={styles.label}>
              {t.dealer}
            </label>
            <select
              id={dealerId}
              name="dealerCode"
              className={styles.select}
              value={form.dealerCode}
              disabled={!canEdit}
              aria-invalid={errors.dealerCode ? true : undefined}
              aria-describedby={errors.dealerCode ? dealerErrorId : undefined}
              onChange={(e) => events.editSeller('dealerCode', e.currentTarget.value)}
            >
              <option value="">{quotationLabels.selectPlaceholder}</option>
              {dealerOptions(options.dealers, form.dealerCode).map((d) => (
                <option key={d.code} value={d.code}>
                  {d.name}
                </option>
              ))}
            </select>
            {errors.dealerCode ? (
              <p id={dealerErrorId} className={styles.fieldError}>
                {errors.dealerCode}
              </p>
            ) : null}
          </div>
          {text('sellerName', t.sellerName, { autoComplete: 'name' })}
          {text('sellerEmail', t.sellerEmail, { type: 'email', autoComplete: 'email', noSpaces: true })}
          {text('companyName', t.companyName, { autoComplete: 'organization' })}
          {text('companyAddress', t.companyAddress, { autoComplete: 'street-address' })}
          {text('cnpj', t.cnpj, { mask: maskCnpj, hint: t.cnpjHint, autoCapitalize: 'characters', spellCheck: false })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="offers-section-title">
        <h2 id="offers-section-title" className={styles.sectionTitle}>
          {t.offersSection}
        </h2>
        {options.vehicles.length === 0 ? <p className={styles.muted}>{t.noOffers}</p> : null}
        <ul className={styles.blocks}>
          {blocks.map((block, index) => (
            <QuotationBlock
              // The three blocks are fixed: their position is their identity.
              key={index}
              actor={actor}
              index={index}
              block={block}
              vehicles={options.vehicles}
              dealers={options.dealers}
              disabled={!canEdit}
              onEdit={(edit) => events.editBlock(index, edit)}
            />
          ))}
        </ul>
      </section>
      {status === 'failed' && message ? (
        <div role="alert" className={styles.failure}>
          {message}
          <button type="button" className={styles.failureClose} disabled={!canDismiss} onClick={events.dismiss}>
            {t.dismiss}
          </button>
        </div>
      ) : null}
      {status === 'editing' && Object.keys(errors).length > 0 ? (
        <p className={styles.fieldError} role="alert">
          {t.checkFields}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.issueButton} disabled={!canIssue}>
          {spec.issueProposal}
        </button>
      </div>
      <ConfirmDialog
        open={status === 'confirming' || status === 'sending'}
        sending={status === 'sending'}
        count={quotations.length}
        canConfirm={canConfirm}
        canCancel={canCancel}
        onConfirm={events.confirm}
        onCancel={events.cancel}
      />
      <Dialog.Root open={status === 'sent'} onOpenChange={(open) => (!open && canDismiss ? events.dismiss() : undefined)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} data-testid="simulator-success">
            <Dialog.Title className={styles.dialogTitle}>{t.successTitle}</Dialog.Title>
            <Dialog.Description className={styles.dialogText} role="status">
              {message}
            </Dialog.Description>
            <div className={styles.dialogActions}>
              <button type="button" className={styles.dialogButton} disabled={!canDismiss} onClick={events.dismiss}>
                {t.close}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}

/** The dealers of the simulator's brands; a prefilled dealer of another brand stays choosable. */
function dealerOptions(dealers: readonly FleetDealer[], chosen: string): FleetDealer[] {
  return chosen === '' || dealers.some((d) => d.code === chosen) ? [...dealers] : [...dealers, { code: chosen, name: chosen }];
}

interface ConfirmDialogProps {
  open: boolean;
  sending: boolean;
  count: number;
  canConfirm: boolean;
  canCancel: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function ConfirmDialog({ open, sending, count, canConfirm, canCancel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next && canCancel ? onCancel() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} role="alertdialog" data-testid="simulator-confirm">
          <Dialog.Title className={styles.dialogTitle}>{t.confirmTitle}</Dialog.Title>
          <Dialog.Description className={styles.dialogText}>{spec.confirmText}</Dialog.Description>
          <p className={count > 0 ? styles.dialogText : `${styles.dialogText} ${styles.errorText}`}>{count > 0 ? t.confirmCount(count) : quotationLabels.noCompleteItem}</p>
          {sending ? (
            <p role="status" className={styles.muted}>
              {t.sending}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.dialogButton} disabled={!canConfirm} onClick={onConfirm}>
              {spec.confirmYes}
            </button>
            <button type="button" className={styles.dialogGhost} disabled={!canCancel} onClick={onCancel}>
              {spec.confirmNo}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface QuotationBlockProps {
  actor: PriceSimulatorRef;
  index: number;
  block: SimulatorBlock;
  vehicles: readonly FleetVehicle[];
  dealers: readonly FleetDealer[];
  disabled: boolean;
  onEdit: (edit: SimulatorBlockEdit) => void;
}

function QuotationBlock({ actor, index, block, vehicles, dealers, disabled, onEdit }: QuotationBlockProps) {
  const id = useId();
  const open = usePriceSimulatorSelector(actor, selectOpenChoices(index), sameOpenChoices);
  const title = quotationLabels.card(index + 1);
  const vehicle = vehicles.find((v) => v.offerId === block.offerId);
  const choices = vehicle ? cardChoices(vehicle, block) : { periods: [], mileages: [], colours: [], plateOffered: false };
  const price = blockPrice(block, vehicles);
  const complete = blockQuotation(block, vehicles) !== null;
  const placeholder = quotationLabels.selectPlaceholder;
  const select = (name: string, label: string, value: string, onChange: (v: string) => void, items: { value: string; label: string }[], enabled: boolean, withPlaceholder = true) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <select id={`${id}-${name}`} name={`${name}-${index + 1}`} className={styles.select} value={value} disabled={disabled || !enabled} onChange={(e) => onChange(e.currentTarget.value)}>
        {withPlaceholder ? <option value="">{placeholder}</option> : null}
        {items.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </select>
    </div>
  );
  const num = (v: string) => (v === '' ? null : Number(v));
  const included = (on: boolean) => (on ? quotationLabels.included : t.notIncluded);
  return (
    <li className={styles.block} aria-labelledby={`${id}-title`} data-testid="quotation-block" data-complete={complete}>
      <h3 id={`${id}-title`} className={styles.blockTitle}>
        {title}
      </h3>
      {select('dealer', t.dealer, block.dealerCode ?? '', (v) => onEdit({ field: 'dealerCode', value: v || null }), dealers.map((d) => ({ value: d.code, label: d.name })), true)}
      {select('model', t.model, block.offerId ?? '', (v) => onEdit({ field: 'offerId', value: v || null }), vehicles.map((v) => ({ value: v.offerId, label: v.title })), true)}
      <div className={styles.pair}>
        {select('period', t.period, block.period === null ? '' : String(block.period), (v) => onEdit({ field: 'period', value: num(v) }), choices.periods.map((p) => ({ value: String(p), label: t.periodOption(p) })), open.period)}
        {select('km', t.mileage, block.km === null ? '' : String(block.km), (v) => onEdit({ field: 'km', value: num(v) }), choices.mileages.map((k) => ({ value: String(k), label: t.mileageOption(k) })), open.km)}
      </div>
      {select('colour', t.colour, block.colorId ?? '', (v) => onEdit({ field: 'colorId', value: v || null }), choices.colours.map((c) => ({ value: c.colorId, label: titleCase(c.name) })), open.colorId)}
      <div className={styles.pair}>
        {select('amount', t.amount, String(block.amount), (v) => onEdit({ field: 'amount', value: Number(v) }), AMOUNTS.map((n) => ({ value: String(n), label: String(n) })), true, false)}
        {select(
          'plate',
          t.plateEnding,
          String(block.plateEnding),
          (v) => onEdit({ field: 'plateEnding', value: v === 'Não' ? 'Não' : Number(v) }),
          PLATE_CHOICES.map((p) => ({ value: String(p), label: String(p) })),
          open.plateEnding,
          false,
        )}
      </div>
      <Field
        name={`responsible-${index + 1}`}
        label={t.responsible}
        size="compact"
        placeholder={quotationLabels.responsiblePlaceholder}
        value={block.responsible}
        onValue={(value) => onEdit({ field: 'responsible', value })}
        disabled={disabled}
      />
      <div className={styles.additionals}>
        <p id={`${id}-additionals`} className={styles.additionalsLegend}>
          {t.additionals}
        </p>
        <ul className={styles.additionalList} aria-labelledby={`${id}-additionals`}>
          <li className={styles.additionalItem}>
            <span>{t.insulfilm}</span>
            <span>{included(block.insulfilm)}</span>
          </li>
          <li className={styles.additionalItem}>
            <span>{t.maintenance}</span>
            <span>{included(block.maintenance)}</span>
          </li>
          <li className={styles.additionalItem}>
            <span>{t.insurance}</span>
            <span>{included(block.insurance)}</span>
          </li>
        </ul>
      </div>
      <div className={styles.price}>
        {price ? (
          <>
            <p className={styles.priceLine}>
              <span>{t.monthly}</span>
              <span className={styles.priceValue}>{formatBRL(price.monthly)}</span>
            </p>
            <p className={styles.priceLine}>
              <span>{t.monthlyAll}</span>
              <span className={styles.priceValue}>{formatBRL(price.monthlyAll)}</span>
            </p>
          </>
        ) : (
          <p className={styles.muted}>{t.pricePending}</p>
        )}
        <p className={styles.blockState} data-testid="block-state">
          {complete ? t.complete : isBlockEmpty(block) ? t.empty : t.incomplete}
        </p>
      </div>
    </li>
  );
}
