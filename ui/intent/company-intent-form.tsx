/**
 * The company forms (spec 000 §2; 001 §5.3): the fleet outsourcing intent
 * form and the legal-person interest form 'Quer assinar?', one thin renderer
 * of the company forms chart in the variant its settings name. What is
 * shown, enabled and invalid comes from the snapshot; every click and
 * keystroke is an event.
 */
import { Dialog } from 'radix-ui';
import { useId, useRef } from 'react';
import {
  COMPANY_FORM_VARIANTS,
  INTENT_COMMENT_MAX_LENGTH,
  INTENT_COMMENT_ROWS,
  INTENT_TEXT_MAX_LENGTH,
  isShownTextField,
  type CompanyContactField,
  type CompanyFormVariant,
  type IntentChoiceField,
  type IntentConsent,
  type IntentTextField,
} from '../../models/lead/company-intent';
import type { CompanyFormsScreenLabels } from '../../models/labels/lead';
import { PREFERRED_CONTACT_METHODS } from '../../models/lead/lead';
import { maskCnpj, maskPhone } from '../../models/common/masks';
import { CompanyIntentContext, useIntentEvents, useIntentSelector } from '../../machines/company-intent/company-intent.context';
import {
  selectCanSubmit,
  selectErrorMessage,
  selectFieldError,
  selectForm,
  selectRefusedSubmits,
  selectSending,
  selectSettings,
  selectStatus,
} from '../../machines/company-intent/company-intent.machine';
import { Field, type FieldProps } from '../form/field';
import { useFocusFirstError } from '../form/focus-first-error';
import { WithPolicyLink } from '../privacy/privacy-page';
import { HostedToast, useChartToasts } from '../layout/toasts';
import { MESSAGE_TOAST_MS } from '../../models/common/toasts';
import * as styles from './intent.css';

export interface CompanyIntentSectionProps {
  /** The section's id: the page scrolls to it (a legal-person card click, the hub's event). */
  id: string;
  labels: CompanyFormsScreenLabels;
}

/** The texts that differ between the variants. */
function variantTexts(labels: CompanyFormsScreenLabels, variant: CompanyFormVariant) {
  const t = labels.companyIntent;
  return variant === 'interest'
    ? { title: t.interestTitle, description: t.interestDescription, privacyText: t.interestPrivacyText, submit: t.interestSubmit, cnpjAge: labels.leadForm.cnpjOverTwoYears }
    : { title: t.title, description: t.description, privacyText: t.privacyText, submit: t.submit, cnpjAge: t.fields.cnpjAge };
}

export function CompanyIntentSection({ id, labels }: CompanyIntentSectionProps) {
  const titleId = `${id}-titulo`;
  const status = useIntentSelector(selectStatus);
  const sending = useIntentSelector(selectSending);
  const canSubmit = useIntentSelector(selectCanSubmit);
  const settings = useIntentSelector(selectSettings);
  const refusedSubmits = useIntentSelector(selectRefusedSubmits);
  const events = useIntentEvents();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refusedSubmits);
  // The chart's warnings (a refused send) in the app's toast host.
  useChartToasts(CompanyIntentContext.useActorRef());
  const t = labels.companyIntent;
  const { variant } = settings;
  const texts = variantTexts(labels, variant);
  const yesNo = [
    { value: 'yes', label: labels.leadForm.yes },
    { value: 'no', label: labels.leadForm.no },
  ];
  const sizes = settings.fleetSizes.map((s) => ({ value: s, label: s }));
  const contactField: Record<CompanyContactField, TextFieldProps> = {
    contactName: { field: 'contactName', label: t.fields.contactName, autoComplete: 'name' },
    companyName: { field: 'companyName', label: labels.fields.companyName, autoComplete: 'organization' },
    cnpj: { field: 'cnpj', label: labels.fields.cnpj, mask: maskCnpj, autoCapitalize: 'characters' },
    email: { field: 'email', label: labels.fields.email, type: 'email', autoComplete: 'email', noSpaces: true },
    phone: { field: 'phone', label: labels.fields.phone, type: 'tel', inputMode: 'tel', mask: maskPhone, autoComplete: 'tel-national' },
  };
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId} data-testid={`company-${variant}`} data-status={status}>
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      <p id={`${id}-descricao`} className={styles.description}>
        {texts.description}
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
          {COMPANY_FORM_VARIANTS[variant].contactFields.map((field) => (
            <TextField key={field} {...contactField[field]} />
          ))}
          {isShownTextField(settings, 'totalVehicles') ? <TextField field="totalVehicles" label={labels.fields.totalVehicles} inputMode="numeric" /> : null}
        </div>
        {settings.cnpjAgeEnabled ? <ChoiceGroup field="cnpjAge" name={variant === 'interest' ? 'interest-cnpjOverTwoYears' : 'cnpjOverOneYear'} legend={texts.cnpjAge} options={yesNo} /> : null}
        {settings.preferredContactEnabled ? <PreferredContacts labels={labels} name={variant === 'interest' ? 'interest-preferredContacts' : 'preferredContacts'} /> : null}
        {isShownTextField(settings, 'comment') ? (
          <>
            <ChoiceGroup field="currentFleetSize" legend={t.fields.currentFleetSize} options={sizes} />
            <ChoiceGroup field="fleetSize" legend={t.fields.fleetSize} options={sizes} />
            <CommentField label={t.fields.comment} count={t.fields.commentCount} />
          </>
        ) : null}
        <div className={styles.consents}>
          <p className={styles.privacyText}>{texts.privacyText}</p>
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
            {texts.submit}
          </button>
        </div>
      </form>
      <SuccessDialog labels={labels} testId={`${variant}-success`} />
      <FailureToast labels={labels} testId={`${variant}-failure`} />
    </section>
  );
}

type TextFieldProps = Omit<FieldProps, 'name' | 'value' | 'onValue' | 'error'> & { field: Exclude<IntentTextField, 'comment'> };

function TextField({ field, ...props }: TextFieldProps) {
  const value = useIntentSelector((s) => selectForm(s)[field]);
  const error = useIntentSelector(selectFieldError(field));
  const events = useIntentEvents();
  return <Field name={field} value={value} onValue={(v) => events.change(field, v)} error={error} maxLength={INTENT_TEXT_MAX_LENGTH[field]} {...props} />;
}

function CommentField({ label, count }: { label: string; count: (used: number, max: number) => string }) {
  const id = useId();
  const value = useIntentSelector((s) => selectForm(s).comment);
  const error = useIntentSelector(selectFieldError('comment'));
  const events = useIntentEvents();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name="comment"
        className={styles.textarea}
        rows={INTENT_COMMENT_ROWS}
        maxLength={INTENT_COMMENT_MAX_LENGTH}
        value={value}
        onChange={(e) => events.change('comment', e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro ${id}-contagem` : `${id}-contagem`}
      />
      <Message id={`${id}-erro`} text={error} />
      <p id={`${id}-contagem`} className={styles.hint}>
        {count(value.length, INTENT_COMMENT_MAX_LENGTH)}
      </p>
    </div>
  );
}

/** A field's or group's message, the target of its `aria-describedby`. */
export function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={styles.fieldError}>
      {text}
    </p>
  ) : null;
}

export interface OptionGroupProps {
  type: 'radio' | 'checkbox';
  name: string;
  legend: string;
  error: string | undefined;
  options: { value: string; label: string; checked: boolean; onChange: () => void }[];
}

/** Radios or checkboxes in a fieldset: the legend names the group, its message describes the group and each option. */
export function OptionGroup({ type, name, legend, error, options }: OptionGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-erro` : undefined;
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={errorId} data-testid={`intent-${name}`}>
      <legend className={styles.groupLegend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type={type}
              className={styles.control}
              name={`${id}-${name}`}
              value={o.value}
              checked={o.checked}
              onChange={o.onChange}
              aria-invalid={type === 'checkbox' && error ? true : undefined}
              aria-describedby={errorId}
            />
            {o.label}
          </label>
        ))}
      </div>
      <Message id={`${id}-erro`} text={error} />
    </fieldset>
  );
}

function ChoiceGroup({ field, name = field, legend, options }: { field: IntentChoiceField; name?: string; legend: string; options: { value: string; label: string }[] }) {
  const value = useIntentSelector((s) => selectForm(s)[field]);
  const error = useIntentSelector(selectFieldError(field));
  const events = useIntentEvents();
  const choices = options.map((o) => ({ ...o, checked: value === o.value, onChange: () => events.choose(field, o.value) }));
  return <OptionGroup type="radio" name={name} legend={legend} error={error} options={choices} />;
}

function PreferredContacts({ labels, name }: { labels: CompanyFormsScreenLabels; name: string }) {
  const chosen = useIntentSelector((s) => selectForm(s).preferredContacts);
  const error = useIntentSelector(selectFieldError('preferredContacts'));
  const events = useIntentEvents();
  const f = labels.fields;
  const options = PREFERRED_CONTACT_METHODS.map((m) => ({ value: m, label: f.preferredContactOptions[m], checked: chosen.includes(m), onChange: () => events.toggleContact(m) }));
  return <OptionGroup type="checkbox" name={name} legend={f.preferredContacts} error={error} options={options} />;
}

function ConsentBox({ consent, label }: { consent: IntentConsent; label: string }) {
  const id = useId();
  const checked = useIntentSelector((s) => selectForm(s)[consent]);
  // Only the privacy agreement is required.
  const error = useIntentSelector((s) => (consent === 'acceptPrivacy' ? selectFieldError('acceptPrivacy')(s) : undefined));
  const events = useIntentEvents();
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

function SuccessDialog({ labels, testId }: { labels: CompanyFormsScreenLabels; testId: string }) {
  const status = useIntentSelector(selectStatus);
  const events = useIntentEvents();
  const t = labels.companyIntent;
  return (
    <Dialog.Root open={status === 'sent'} onOpenChange={(open) => (open ? undefined : events.closeSuccess())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid={testId}>
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

/** The failure toast: goes after 5 s like the other messages (or when closed or swiped away), and the chart leaves `failed`; the form stays editable under it. */
function FailureToast({ labels, testId }: { labels: CompanyFormsScreenLabels; testId: string }) {
  const status = useIntentSelector(selectStatus);
  const message = useIntentSelector(selectErrorMessage);
  const events = useIntentEvents();
  return (
    <HostedToast
      open={status === 'failed'}
      onOpenChange={(open) => (open ? undefined : events.dismissError())}
      tone="failure"
      title={labels.companyIntent.failure}
      description={message}
      duration={MESSAGE_TOAST_MS}
      closeLabel={labels.resultModal.close}
      testId={testId}
    />
  );
}
