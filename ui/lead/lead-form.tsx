/**
 * The rental lead form (spec 000 §2 "Lead forms"; 001 §5.2, §5.3): natural
 * person, legal person and B2E, the dealer selector, opt-ins, privacy texts
 * and the result, rendered from the lead submission chart. Nothing here
 * decides: what is shown, enabled and valid comes from the snapshot.
 */
import { Checkbox, Dialog, RadioGroup } from 'radix-ui';
import { useId, useRef, type ReactNode } from 'react';
import { FILE_INPUT_ACCEPT } from '../../models/documents/files';
import { formatFileSize } from '../../models/common/format';
import { PREFERRED_CONTACT_METHODS } from '../../models/lead/lead';
import type { LeadFlagField } from '../../models/lead/lead-form';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { KINSHIP_OPTIONS, type B2eKind, type PersonType } from '../../models/lead/lead-rules';
import { PHONE_MASK_MAX_LENGTH, maskCnpj, maskCpf, maskPhone } from '../../models/common/masks';
import { useLeadActorRef, useLeadEvents, useLeadSelector } from '../../machines/lead-submission/lead-submission.context';
import {
  sameErrors,
  selectAcceptsMoreDocuments,
  selectAsksRelativeFields,
  selectB2eCheckRef,
  selectCanRemember,
  selectCanSubmit,
  selectCouponLimitMessage,
  selectCpfLocked,
  selectDealerSelectorRef,
  selectDocumentNotices,
  selectPartnerName,
  selectDocuments,
  selectEmailLocked,
  selectErrorMessage,
  selectErrors,
  selectIsCompanyForm,
  selectLayout,
  selectRefusedSubmits,
  selectRemember,
  selectSettings,
  selectShowsDeliveredBy,
  selectShowsPersonTypeChoice,
  selectStatus,
  selectSubmitting,
  selectValues,
} from '../../machines/lead-submission/lead-submission.machine';
import { useDealerSelectorSelector } from '../../machines/dealer-selector/dealer-selector.context';
import { selectStatus as selectDealerStatus, type DealerSelectorActorRef } from '../../machines/dealer-selector/dealer-selector.machine';
import { B2eCheckStatus } from './b2e-check-status';
import { DealerSelector } from './dealer-selector';
import { InfoIcon } from '../theme/info-icon';
import { useBrandThemeClass } from '../theme/brand-scope';
import * as styles from './lead.css';
import * as controls from '../theme/controls.css';
import { LeadResult } from './lead-result';
import { TestDriveFields } from './test-drive-fields';
import { Field } from '../form/field';
import { useFocusFirstError } from '../form/focus-first-error';
import { WithPolicyLink } from '../privacy/privacy-page';
import { useChartToasts } from '../layout/toasts';

export interface LeadFormProps {
  labels: LeadScreenLabels;
  /** Configurable title and subtitle (spec: "both configurable"). */
  title?: string | undefined;
  subtitle?: string | undefined;
}

export function LeadForm({ labels, title, subtitle }: LeadFormProps) {
  const dealerRef = useLeadSelector(selectDealerSelectorRef);
  const status = useLeadSelector(selectStatus);
  const done = status === 'published' || status === 'closed';
  // The chart's warnings (a refused send) in the app's toast host.
  useChartToasts(useLeadActorRef());
  return (
    <div data-testid="lead-form">
      {status === 'published' ? (
        <p className={styles.status} role="status" data-testid="lead-published">
          {labels.published}
        </p>
      ) : null}
      {dealerRef && !done ? <RegionGate dealerRef={dealerRef} labels={labels} title={title} subtitle={subtitle} /> : null}
      <LeadResult labels={labels} />
    </div>
  );
}

/** An empty dealer list hides the form (the selector shows the unavailable message). */
function RegionGate({ dealerRef, ...props }: LeadFormProps & { dealerRef: DealerSelectorActorRef }) {
  const dealerStatus = useDealerSelectorSelector(dealerRef, selectDealerStatus);
  if (dealerStatus === 'unavailable') return <DealerSelector actorRef={dealerRef} labels={props.labels} />;
  return <FormBody dealerRef={dealerRef} {...props} />;
}

function Breadcrumb({ labels }: { labels: LeadScreenLabels }) {
  const b = labels.breadcrumb;
  return (
    <nav aria-label="Etapas da contratação">
      <ol className={styles.breadcrumb}>
        <li className={`${styles.crumb} ${styles.crumbDone}`}>✓ {b.chooseModel}</li>
        <li className={`${styles.crumb} ${styles.crumbCurrent}`} aria-current="step">
          {b.sendInformation}
        </li>
        <li className={styles.crumb}>{b.finishSubscription}</li>
      </ol>
    </nav>
  );
}

function FormBody({ labels, title, subtitle, dealerRef }: LeadFormProps & { dealerRef: DealerSelectorActorRef }) {
  const values = useLeadSelector(selectValues);
  const settings = useLeadSelector(selectSettings);
  const errors = useLeadSelector(selectErrors, sameErrors);
  const status = useLeadSelector(selectStatus);
  const canSubmit = useLeadSelector(selectCanSubmit);
  const submitting = useLeadSelector(selectSubmitting);
  const layout = useLeadSelector(selectLayout);
  const emailLocked = useLeadSelector(selectEmailLocked);
  const cpfLocked = useLeadSelector(selectCpfLocked);
  const company = useLeadSelector(selectIsCompanyForm);
  const showsPersonTypeChoice = useLeadSelector(selectShowsPersonTypeChoice);
  const showsDeliveredBy = useLeadSelector(selectShowsDeliveredBy);
  const couponLimit = useLeadSelector(selectCouponLimitMessage);
  const errorMessage = useLeadSelector(selectErrorMessage);
  const b2eRef = useLeadSelector(selectB2eCheckRef);
  const refusedSubmits = useLeadSelector(selectRefusedSubmits);
  const partner = useLeadSelector(selectPartnerName);
  const events = useLeadEvents();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refusedSubmits);
  const t = labels.leadForm;
  const f = labels.fields;
  const submitLabel = layout === 'newLayout' ? t.submitNewLayout : layout === 'cart' ? t.submitCart : t.submit;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby="lead-form-title"
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        events.submit();
      }}
    >
      <Breadcrumb labels={labels} />
      <h3 id="lead-form-title" className={styles.title}>
        {title ?? t.title}
      </h3>
      <p className={styles.subtitle}>{subtitle ?? t.subtitle}</p>
      <h4 className={styles.sectionTitle}>{t.myData}</h4>

      {showsPersonTypeChoice ? (
        <ChoiceGroup
          legend={f.personType}
          value={values.personType}
          onChange={(v) => events.setPersonType(v as PersonType)}
          options={[
            { value: 'physicalPerson', label: t.physicalPerson },
            { value: 'legalPerson', label: t.legalPerson },
          ]}
        />
      ) : null}

      <div className={styles.grid}>
        {company ? (
          <>
            <Field size="compact" name="companyName" label={f.companyName} value={values.companyName} onValue={(v) => events.change('companyName', v)} error={errors.companyName} autoComplete="organization" maxLength={200} className={styles.full} />
            <Field size="compact" name="contactName" label={f.contactName} value={values.contactName} onValue={(v) => events.change('contactName', v)} error={errors.contactName} autoComplete="name" maxLength={200} />
            <Field size="compact" name="email" label={f.email} type="email" value={values.email} onValue={(v) => events.change('email', v)} error={errors.email} autoComplete="email" noSpaces disabled={emailLocked} maxLength={200} />
            <Field size="compact" name="cnpj" label={f.cnpj} value={values.cnpj} onValue={(v) => events.change('cnpj', v)} mask={maskCnpj} error={errors.cnpj} maxLength={18} autoCapitalize="characters" />
            <Field size="compact" name="phone" label={f.phone} type="tel" inputMode="tel" value={values.phone} onValue={(v) => events.change('phone', v)} mask={maskPhone} error={errors.phone} autoComplete="tel-national" maxLength={PHONE_MASK_MAX_LENGTH} />
            {settings.totalVehiclesHidden ? null : (
              <Field size="compact" name="totalVehicles" label={f.totalVehicles} inputMode="numeric" value={values.totalVehicles} onValue={(v) => events.change('totalVehicles', v.replace(/\D/g, ''))} error={errors.totalVehicles} maxLength={4} />
            )}
            {settings.cnpjAgeEnabled ? (
              <div className={styles.full}>
                <ChoiceGroup
                  legend={t.cnpjOverTwoYears}
                  value={values.cnpjOverTwoYears}
                  onChange={(v) => events.setCnpjAge(v as 'yes' | 'no')}
                  options={[
                    { value: 'yes', label: t.yes },
                    { value: 'no', label: t.no },
                  ]}
                />
              </div>
            ) : null}
          </>
        ) : (
          <>
            <Field size="compact" name="fullName" label={f.fullName} value={values.fullName} onValue={(v) => events.change('fullName', v)} error={errors.fullName} autoComplete="name" maxLength={200} className={styles.full} />
            <Field size="compact" name="email" label={f.email} type="email" value={values.email} onValue={(v) => events.change('email', v)} error={errors.email} autoComplete="email" noSpaces disabled={emailLocked} maxLength={200} />
            <Field size="compact" name="cpf" label={f.cpf} inputMode="numeric" value={values.cpf} onValue={(v) => events.change('cpf', v)} mask={maskCpf} error={errors.cpf} disabled={cpfLocked} maxLength={14} />
            <Field size="compact" name="mobilePhone" label={f.mobilePhone} type="tel" inputMode="tel" value={values.mobilePhone} onValue={(v) => events.change('mobilePhone', v)} mask={maskPhone} error={errors.mobilePhone} autoComplete="tel-national" maxLength={PHONE_MASK_MAX_LENGTH} />
          </>
        )}
      </div>

      {settings.preferredContactEnabled ? (
        <CheckboxGroup
          legend={f.preferredContacts}
          error={errors.preferredContacts}
          items={PREFERRED_CONTACT_METHODS.map((m) => ({
            id: m,
            label: f.preferredContactOptions[m],
            checked: values.preferredContacts.includes(m),
            onToggle: () => events.togglePreferredContact(m),
          }))}
        />
      ) : null}

      {settings.b2e ? <B2eFields labels={labels} /> : null}

      <DealerSelector actorRef={dealerRef} labels={labels} hideDeliveredBy={!showsDeliveredBy} error={errors.dealer ?? errors.city} />

      {settings.testDriveEnabled ? <TestDriveFields labels={labels} dateError={errors.testDriveDate} timeError={errors.testDriveTime} /> : null}

      <CheckboxGroup
        legend={f.optIns}
        error={errors.optIns}
        items={(
          [
            ['smsPhoneOptIn', t.optIns.smsPhone],
            ['whatsappOptIn', t.optIns.whatsapp],
            ['emailOptIn', t.optIns.email],
          ] as [LeadFlagField, string][]
        ).map(([field, label]) => ({ id: field, label, checked: values[field], onToggle: () => events.toggle(field) }))}
      />

      <div className={styles.choiceRow}>
        <CheckboxItem id="wantHelp" label={t.wantHelp} checked={values.wantHelp} onToggle={() => events.toggle('wantHelp')} />
        <WantHelpInfo labels={labels} />
      </div>

      <RememberVisitor labels={labels} />

      <section aria-labelledby="lead-privacy-title">
        <h4 id="lead-privacy-title" className={styles.sectionTitle}>
          {labels.privacy.title}
        </h4>
        <p className={styles.privacy}>{labels.privacy.text}</p>
        <p className={styles.privacy}>{labels.privacy.sharing}</p>
        {partner ? (
          <p className={styles.privacy} data-testid="lead-partnership">
            {labels.partnershipNote(partner)}
          </p>
        ) : null}
        <p className={styles.privacy}>{labels.privacy.channels}</p>
        <p className={styles.privacy}>
          <WithPolicyLink text={labels.privacy.policy} />
        </p>
      </section>

      {status === 'couponLimited' && couponLimit ? (
        <p className={styles.alert} role="alert" data-testid="lead-coupon-limited">
          {couponLimit}
        </p>
      ) : null}
      {status === 'employeeInvalid' && errorMessage ? (
        <p className={styles.alert} role="alert" data-testid="lead-employee-invalid">
          {errorMessage}
        </p>
      ) : null}
      {submitting ? (
        <p className={styles.status} role="status" data-testid="lead-submitting">
          {labels.submitting}
        </p>
      ) : null}
      {b2eRef && status === 'verifyingEmployee' ? <B2eCheckStatus actorRef={b2eRef} labels={labels} /> : null}

      {layout === 'cart' ? (
        <p className={styles.hint} id="lead-cart-note" data-testid="lead-cart-note">
          {labels.cartNote}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={!canSubmit} aria-describedby={layout === 'cart' ? 'lead-cart-note' : undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

function B2eFields({ labels }: { labels: LeadScreenLabels }) {
  const values = useLeadSelector(selectValues);
  const settings = useLeadSelector(selectSettings);
  const documents = useLeadSelector(selectDocuments);
  const acceptsMoreDocuments = useLeadSelector(selectAcceptsMoreDocuments);
  const asksRelativeFields = useLeadSelector(selectAsksRelativeFields);
  const notices = useLeadSelector(selectDocumentNotices);
  const errors = useLeadSelector(selectErrors, sameErrors);
  const events = useLeadEvents();
  const b = labels.leadForm.b2e;
  const f = labels.fields;
  const fileId = useId();
  const kindLabel: Record<B2eKind, string> = { EMPLOYEE: b.employee, RELATIVE: b.relative };
  return (
    <fieldset className={styles.fieldset} data-testid="b2e-fields">
      <legend className={styles.legend}>{f.b2eKind}</legend>
      {settings.b2eKinds.length > 1 ? (
        <ChoiceGroup
          legend={f.b2eKind}
          hideLegend
          value={values.b2eKind ?? ''}
          onChange={(v) => events.setB2eKind(v as B2eKind)}
          options={settings.b2eKinds.map((k) => ({ value: k, label: kindLabel[k] }))}
        />
      ) : (
        <p className={styles.status}>{kindLabel[settings.b2eKinds[0] ?? 'EMPLOYEE']}</p>
      )}
      <div className={styles.grid}>
        <Field size="compact" name="sapId" label={f.sapId} value={values.sapId} onValue={(v) => events.change('sapId', v)} error={errors.sapId} maxLength={40} />
        {asksRelativeFields ? (
          <>
            <Field size="compact" name="employeeCpf" label={f.employeeCpf} inputMode="numeric" value={values.employeeCpf} onValue={(v) => events.change('employeeCpf', v)} mask={maskCpf} error={errors.employeeCpf} maxLength={14} />
            <KinshipSelect labels={labels} value={values.kinship} error={errors.kinship} onValue={(v) => events.change('kinship', v)} />
          </>
        ) : null}
      </div>
      {settings.b2eVerification ? (
        <div className={styles.field}>
          <span id={`${fileId}-title`} className={styles.label}>
            {f.documents}
          </span>
          {/* The native input stays (keyboard, screen readers, the platform's picker) but unseen: its label is the button. */}
          <input
            id={fileId}
            type="file"
            multiple
            className={styles.fileInput}
            accept={FILE_INPUT_ACCEPT}
            disabled={!acceptsMoreDocuments}
            aria-labelledby={`${fileId}-title ${fileId}-button`}
            aria-invalid={errors.documents ? true : undefined}
            aria-describedby={`${fileId}-hint ${fileId}-count${errors.documents ? ` ${fileId}-error` : ''}`}
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              if (files.length) events.addDocuments(files);
              e.currentTarget.value = '';
            }}
          />
          <label id={`${fileId}-button`} htmlFor={fileId} className={styles.attachButton}>
            {labels.b2e.attach}
          </label>
          <p id={`${fileId}-hint`} className={styles.hint}>
            {labels.b2e.attachHint}
          </p>
          <p id={`${fileId}-count`} className={styles.hint}>
            {labels.fileInput.count(documents.length)}
          </p>
          <div role="alert" data-testid="document-notices">
            {notices.map((notice) => (
              <p key={notice} className={styles.fieldError}>
                {notice}
              </p>
            ))}
          </div>
          {documents.length ? (
            <ul className={styles.fileList} aria-label={f.documentsList}>
              {documents.map((d, i) => (
                <li key={`${d.name}-${i}`} className={styles.fileItem}>
                  <span className={styles.fileName}>
                    {d.name}
                    <span className={styles.fileSize}>{formatFileSize(d.size)}</span>
                  </span>
                  <button type="button" className={styles.linkButton} onClick={() => events.removeDocument(i)} aria-label={`${labels.fileInput.remove} ${d.name}`}>
                    {labels.fileInput.remove}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {errors.documents ? (
            <p id={`${fileId}-error`} className={styles.fieldError}>
              {errors.documents}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The relative's kinship, chosen from the listed ones (models/lead/lead-rules.ts `KINSHIP_OPTIONS`). */
function KinshipSelect({ labels, value, error, onValue }: { labels: LeadScreenLabels; value: string; error: string | undefined; onValue: (value: string) => void }) {
  const id = useId();
  return (
    <div className={controls.compactField}>
      <label htmlFor={id} className={controls.compactLabel}>
        {labels.fields.kinship}
      </label>
      <select
        id={id}
        name="kinship"
        className={controls.compactSelect}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{labels.fields.kinshipPlaceholder}</option>
        {KINSHIP_OPTIONS.map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={controls.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceGroupProps {
  legend: string;
  hideLegend?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

function ChoiceGroup({ legend, hideLegend, value, onChange, options }: ChoiceGroupProps) {
  const id = useId();
  return (
    <div className={styles.fieldset}>
      {hideLegend ? null : (
        <span id={id} className={styles.legend}>
          {legend}
        </span>
      )}
      <RadioGroup.Root className={styles.choiceRow} value={value} onValueChange={onChange} aria-labelledby={hideLegend ? undefined : id} aria-label={hideLegend ? legend : undefined}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <RadioGroup.Item value={o.value} className={styles.radio} aria-label={o.label}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </RadioGroup.Item>
            <span aria-hidden="true">{o.label}</span>
          </label>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

interface CheckboxItemProps {
  id: string;
  label: string;
  checked: boolean;
  onToggle: () => void;
  describedBy?: string | undefined;
}

function CheckboxItem({ id, label, checked, onToggle, describedBy }: CheckboxItemProps) {
  const uid = `${useId()}-${id}`;
  return (
    <span className={styles.choice}>
      <Checkbox.Root id={uid} className={styles.checkbox} checked={checked} onCheckedChange={onToggle} aria-describedby={describedBy}>
        <Checkbox.Indicator>✓</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={uid}>{label}</label>
    </span>
  );
}

function CheckboxGroup({ legend, error, items }: { legend: string; error?: string | undefined; items: (Omit<CheckboxItemProps, 'describedBy'>)[] }) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceRow}>
        {items.map((item) => (
          <CheckboxItem key={item.id} {...item} describedBy={error ? `${id}-error` : undefined} />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'Lembrar meus dados neste navegador': a visitor's form only (the chart says when), never ticked by itself. */
function RememberVisitor({ labels }: { labels: Pick<LeadScreenLabels, 'remember'> }) {
  const offered = useLeadSelector(selectCanRemember);
  const remember = useLeadSelector(selectRemember);
  const events = useLeadEvents();
  const hintId = useId();
  if (!offered) return null;
  return (
    <div data-testid="lead-remember">
      <CheckboxItem id="remember" label={labels.remember.label} checked={remember} onToggle={events.toggleRemember} describedBy={hintId} />
      <p id={hintId} className={styles.rememberHint}>
        {labels.remember.hint}
      </p>
    </div>
  );
}

function WantHelpInfo({ labels }: { labels: Pick<LeadScreenLabels, 'wantHelpInfo'> }): ReactNode {
  const w = labels.wantHelpInfo;
  const brandTheme = useBrandThemeClass();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className={styles.linkButton} aria-label={w.button}>
          <InfoIcon />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${brandTheme} ${styles.dialog}`}>
          <Dialog.Title className={styles.dialogTitle}>{w.title}</Dialog.Title>
          <Dialog.Description>{w.text}</Dialog.Description>
          <Dialog.Close asChild>
            <button type="button" className={styles.ghostButton}>
              {w.close}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
