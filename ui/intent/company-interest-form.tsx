/**
 * The legal-person interest form 'Quer assinar?' (spec 000 §2 "Lead forms";
 * 001 §5.3): a thin renderer of the interest chart, with the company intent
 * form's look, groups, success modal and failure toast.
 */
import { Dialog } from 'radix-ui';
import { useId, useRef } from 'react';
import { INTEREST_TEXT_MAX_LENGTH, type InterestConsent, type InterestTextField } from '../../models/company-interest';
import type { CompanyFormsScreenLabels } from '../../models/labels/lead';
import { PREFERRED_CONTACT_METHODS } from '../../models/lead';
import { maskCnpj, maskPhone } from '../../models/masks';
import { CompanyInterestContext, useInterestEvents, useInterestSelector } from '../../machines/company-interest/company-interest.context';
import {
  selectInterestCanSubmit,
  selectInterestErrorMessage,
  selectInterestFieldError,
  selectInterestForm,
  selectInterestRefusedSubmits,
  selectInterestSending,
  selectInterestSettings,
  selectInterestStatus,
} from '../../machines/company-interest/company-interest.machine';
import { Field, type FieldProps } from '../form/field';
import { useFocusFirstError } from '../form/focus-first-error';
import { WithPolicyLink } from '../privacy/privacy-page';
import { HostedToast, useChartToasts } from '../layout/toasts';
import { MESSAGE_TOAST_MS } from '../../models/toasts';
import { Message, OptionGroup } from './company-intent-form';
import * as styles from './intent.css';

export interface CompanyInterestSectionProps {
  id: string;
  labels: CompanyFormsScreenLabels;
}

export function CompanyInterestSection({ id, labels }: CompanyInterestSectionProps) {
  const titleId = `${id}-titulo`;
  const status = useInterestSelector(selectInterestStatus);
  const sending = useInterestSelector(selectInterestSending);
  const canSubmit = useInterestSelector(selectInterestCanSubmit);
  const settings = useInterestSelector(selectInterestSettings);
  const refusedSubmits = useInterestSelector(selectInterestRefusedSubmits);
  const events = useInterestEvents();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refusedSubmits);
  // The chart's warnings (a refused send) in the app's toast host.
  useChartToasts(CompanyInterestContext.useActorRef());
  const t = labels.companyIntent;
  const f = labels.fields;
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId} data-testid="company-interest" data-status={status}>
      <h2 id={titleId} className={styles.title}>
        {t.interestTitle}
      </h2>
      <p id={`${id}-descricao`} className={styles.description}>
        {t.interestDescription}
      </p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-labelledby={titleId}
        aria-describedby={`${id}-descricao`}
        aria-busy={sending}
        onSubmit={(e) => {
          e.preventDefault();
          events.submit();
        }}
      >
        <div className={styles.columns}>
          <TextField field="companyName" label={f.companyName} autoComplete="organization" />
          <TextField field="contactName" label={t.fields.contactName} autoComplete="name" />
          <TextField field="cnpj" label={f.cnpj} mask={maskCnpj} autoCapitalize="characters" />
          <TextField field="email" label={f.email} type="email" autoComplete="email" noSpaces />
          <TextField field="phone" label={f.phone} type="tel" inputMode="tel" mask={maskPhone} autoComplete="tel-national" />
          {settings.totalVehiclesHidden ? null : <TextField field="totalVehicles" label={f.totalVehicles} inputMode="numeric" />}
        </div>
        {settings.cnpjAgeEnabled ? <CnpjAge labels={labels} /> : null}
        {settings.preferredContactEnabled ? <PreferredContacts labels={labels} /> : null}
        <div className={styles.consents}>
          <p className={styles.privacyText}>{t.interestPrivacyText}</p>
          <ConsentBox consent="acceptPrivacy" label={t.privacyConsent} />
          <ConsentBox consent="acceptCommunications" label={t.communicationsConsent} />
        </div>
        {sending ? (
          <p className={styles.sending} role="status">
            {labels.submitting}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={!canSubmit}>
            {t.interestSubmit}
          </button>
        </div>
      </form>
      <SuccessDialog labels={labels} />
      <FailureToast labels={labels} />
    </section>
  );
}

type TextFieldProps = Omit<FieldProps, 'name' | 'value' | 'onValue' | 'error'> & { field: InterestTextField };

function TextField({ field, ...props }: TextFieldProps) {
  const value = useInterestSelector((s) => selectInterestForm(s)[field]);
  const error = useInterestSelector(selectInterestFieldError(field));
  const events = useInterestEvents();
  return <Field name={field} value={value} onValue={(v) => events.change(field, v)} error={error} maxLength={INTEREST_TEXT_MAX_LENGTH[field]} {...props} />;
}

function CnpjAge({ labels }: { labels: CompanyFormsScreenLabels }) {
  const value = useInterestSelector((s) => selectInterestForm(s).cnpjOverTwoYears);
  const error = useInterestSelector(selectInterestFieldError('cnpjOverTwoYears'));
  const events = useInterestEvents();
  const options = (['yes', 'no'] as const).map((v) => ({
    value: v,
    label: v === 'yes' ? labels.leadForm.yes : labels.leadForm.no,
    checked: value === v,
    onChange: () => events.chooseCnpjAge(v),
  }));
  return <OptionGroup type="radio" name="interest-cnpjOverTwoYears" legend={labels.leadForm.cnpjOverTwoYears} error={error} options={options} />;
}

function PreferredContacts({ labels }: { labels: CompanyFormsScreenLabels }) {
  const chosen = useInterestSelector((s) => selectInterestForm(s).preferredContacts);
  const error = useInterestSelector(selectInterestFieldError('preferredContacts'));
  const events = useInterestEvents();
  const f = labels.fields;
  const options = PREFERRED_CONTACT_METHODS.map((m) => ({ value: m, label: f.preferredContactOptions[m], checked: chosen.includes(m), onChange: () => events.toggleContact(m) }));
  return <OptionGroup type="checkbox" name="interest-preferredContacts" legend={f.preferredContacts} error={error} options={options} />;
}

function ConsentBox({ consent, label }: { consent: InterestConsent; label: string }) {
  const id = useId();
  const checked = useInterestSelector((s) => selectInterestForm(s)[consent]);
  const error = useInterestSelector((s) => (consent === 'acceptPrivacy' ? selectInterestFieldError('acceptPrivacy')(s) : undefined));
  const events = useInterestEvents();
  return (
    <div>
      <div className={styles.consent}>
        <input
          id={id}
          type="checkbox"
          className={styles.control}
          name={consent}
          checked={checked}
          onChange={() => events.toggleConsent(consent)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
        />
        <label htmlFor={id}>
          <WithPolicyLink text={label} />
        </label>
      </div>
      <Message id={`${id}-erro`} text={error} />
    </div>
  );
}

function SuccessDialog({ labels }: { labels: CompanyFormsScreenLabels }) {
  const status = useInterestSelector(selectInterestStatus);
  const events = useInterestEvents();
  const t = labels.companyIntent;
  return (
    <Dialog.Root open={status === 'sent'} onOpenChange={(open) => (open ? undefined : events.closeSuccess())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="interest-success">
          <Dialog.Title className={styles.dialogTitle}>{t.successTitle}</Dialog.Title>
          <Dialog.Description className={styles.dialogText}>{t.successText}</Dialog.Description>
          <button type="button" className={styles.button} onClick={events.closeSuccess}>
            {t.successButton}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The failure toast: goes after 5 s like the other messages (or when closed), and the chart leaves `failed`; the form stays editable under it. */
function FailureToast({ labels }: { labels: CompanyFormsScreenLabels }) {
  const status = useInterestSelector(selectInterestStatus);
  const message = useInterestSelector(selectInterestErrorMessage);
  const events = useInterestEvents();
  return (
    <HostedToast
      open={status === 'failed'}
      onOpenChange={(open) => (open ? undefined : events.dismissError())}
      tone="failure"
      title={labels.companyIntent.failure}
      description={message}
      duration={MESSAGE_TOAST_MS}
      closeLabel={labels.resultModal.close}
      testId="interest-failure"
    />
  );
}
