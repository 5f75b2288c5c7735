/**
 * The data subject's requests, a section of the privacy page: the request
 * form (kinds with what each does, what to correct), the answer given at
 * once (the export's JSON and PDF, the dealers that received the leads), the
 * person's requests with protocol, status and due date; for a visitor, the
 * form that sends a confirmation link to the e-mail of their lead.
 * A thin renderer of machines/privacy-request.
 */
import { AlertDialog } from 'radix-ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { formatDate } from '../../models/common/format';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import { PRIVACY_DETAILS_MAX, PRIVACY_REQUEST_KINDS, needsDetails, type PrivacyRequestCreated, type PrivacyRequestView } from '../../models/privacy/privacy-requests';
import { usePrivacyRequest, usePrivacyRequestEvents, usePrivacyRequestSelector } from '../../machines/privacy-request/privacy-request.context';
import {
  selectCanAskAgain,
  selectCanChooseKind,
  selectCanDescribe,
  selectCanSendLink,
  selectCanSubmit,
  selectCanTypeLink,
  selectFormProblem,
  selectLinkProblems,
  selectState,
  type PrivacyRequestInput,
  type PrivacyRequestRef,
} from '../../machines/privacy-request/privacy-request.machine';
import { field, fieldError, label, textInput } from '../theme/controls.css';
import * as styles from './privacy-requests.css';
import { RequestTable } from './request-table';

const t = privacyRequestLabels;

/** A download link to a blob made from the answer (revoked when the answer goes). */
function useBlobUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** A file of the answer, sent as base64. */
const base64Blob = (base64: string | undefined, type: string) => (base64 ? new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type }) : null);

function Answer({ result }: { result: PrivacyRequestCreated }) {
  const protocol = result.request.protocol;
  const jsonBlob = useMemo(() => (result.export ? new Blob([JSON.stringify(result.export, null, 2)], { type: 'application/json' }) : null), [result]);
  const pdfBlob = useMemo(() => base64Blob(result.pdfBase64, 'application/pdf'), [result]);
  const archiveBlob = useMemo(() => base64Blob(result.archiveBase64, 'application/zip'), [result]);
  const json = useBlobUrl(jsonBlob);
  const pdf = useBlobUrl(pdfBlob);
  const archive = useBlobUrl(archiveBlob);
  return (
    <div className={styles.form}>
      <p role="status" className={styles.positive}>
        {t.sent(protocol)}
      </p>
      {result.export ? (
        <p className={styles.actions}>
          <a className={styles.download} href={json ?? undefined} download={`dados-${protocol}.json`}>
            {t.downloadJson}
          </a>
          <a className={styles.download} href={pdf ?? undefined} download={`dados-${protocol}.pdf`}>
            {t.downloadPdf}
          </a>
          {result.archiveBase64 ? (
            <a className={styles.download} href={archive ?? undefined} download={`dados-${protocol}.zip`}>
              {t.downloadArchive}
            </a>
          ) : null}
        </p>
      ) : null}
      {result.replayed ? <p className={styles.text}>{t.replayed}</p> : null}
      {result.sharing ? (
        <>
          <h4 className={styles.subtitle}>{t.sharingTitle}</h4>
          {result.sharing.length === 0 ? (
            <p className={styles.text}>{t.sharingNone}</p>
          ) : (
            <ul data-testid="privacy-sharing">
              {result.sharing.map((s) => (
                <li key={s.leadId}>{t.sharingRow(s.dealerName ?? s.dealerCode, formatDate(s.sentAt))}</li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

/** How identity is checked, and what a person whose CPF someone else used can do. */
function IdentityNote() {
  const n = t.identity;
  return (
    <div className={styles.identity} data-testid="privacy-identity">
      <h3 className={styles.identityTitle}>{n.title}</h3>
      <p className={styles.text}>{n.intro}</p>
      <ul className={styles.list}>
        {n.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.text}>{n.outro}</p>
      <h3 className={styles.identityTitle}>{n.misusedTitle}</h3>
      <p className={styles.text}>{n.misused}</p>
    </div>
  );
}

function RequestList({ requests }: { requests: readonly PrivacyRequestView[] }) {
  return (
    <>
      <h3 className={styles.subtitle}>{t.listTitle}</h3>
      {requests.length === 0 ? (
        <p className={styles.text}>{t.listEmpty}</p>
      ) : (
        <RequestTable label={t.listTitle} requests={requests} trailing={[{ header: t.answerLabel, cell: (r) => r.answer ?? '—' }]} />
      )}
    </>
  );
}

/** The privacy forms' shell: the browser's own checks off (the chart's rules speak), busy while sending, Enter submits. */
function RequestFormShell({ busy, onSubmit, children }: { busy: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

function RequestForm({ actor }: { actor: PrivacyRequestRef }) {
  const state = usePrivacyRequestSelector(actor, selectState);
  const kind = usePrivacyRequestSelector(actor, (s) => s.context.kind);
  const details = usePrivacyRequestSelector(actor, (s) => s.context.details);
  const problem = usePrivacyRequestSelector(actor, selectFormProblem);
  const canSubmit = usePrivacyRequestSelector(actor, selectCanSubmit);
  const canChoose = usePrivacyRequestSelector(actor, selectCanChooseKind);
  const canDescribe = usePrivacyRequestSelector(actor, selectCanDescribe);
  const ev = usePrivacyRequestEvents(actor);
  const busy = state === 'sending';
  return (
    <RequestFormShell busy={busy} onSubmit={ev.submit}>
      <fieldset className={styles.kinds} disabled={!canChoose} aria-describedby={problem === 'kind' ? 'privacy-kind-error' : undefined}>
        <legend className={styles.legend}>{t.kindLabel}</legend>
        {PRIVACY_REQUEST_KINDS.map((k) => (
          <label key={k} className={styles.kind}>
            <input className={styles.kindRadio} type="radio" name="privacy-kind" value={k} checked={kind === k} onChange={() => ev.choose(k)} />
            <span className={styles.kindName}>{t.kinds[k]}</span>
            <span className={styles.kindHint}>{t.kindHints[k]}</span>
          </label>
        ))}
      </fieldset>
      {problem === 'kind' ? (
        <p id="privacy-kind-error" className={fieldError}>
          {t.kindRequired}
        </p>
      ) : null}
      {kind && needsDetails(kind) ? (
        <div className={field}>
          <label className={label} htmlFor="privacy-details">
            {t.detailsLabel}
          </label>
          <textarea
            id="privacy-details"
            className={`${textInput} ${styles.textarea}`}
            value={details}
            disabled={!canDescribe}
            aria-invalid={problem === 'details' || problem === 'tooLong'}
            aria-describedby={`privacy-details-count${problem === 'details' || problem === 'tooLong' ? ' privacy-details-error' : ''}`}
            onChange={(e) => ev.describe(e.target.value)}
          />
          <p id="privacy-details-count" className={styles.text} aria-live="polite">
            {t.detailsCount(details.trim().length, PRIVACY_DETAILS_MAX)}
          </p>
          {problem === 'details' || problem === 'tooLong' ? (
            <p id="privacy-details-error" className={fieldError}>
              {problem === 'details' ? t.detailsRequired : t.errors.detailsTooLong(PRIVACY_DETAILS_MAX)}
            </p>
          ) : null}
        </div>
      ) : null}
      <AlertDialog.Root open={state === 'confirming'} onOpenChange={(open) => (open ? undefined : ev.cancel())}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog} data-testid="anonymise-confirm">
            <AlertDialog.Title className={styles.dialogTitle}>{t.anonymiseConfirm.title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className={styles.text}>
                <p>{t.anonymiseConfirm.intro}</p>
                <ul>
                  {t.anonymiseConfirm.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p>
                  <strong>{t.anonymiseConfirm.outro}</strong>
                </p>
              </div>
            </AlertDialog.Description>
            <p className={styles.actions}>
              <AlertDialog.Cancel className={styles.secondary}>{t.anonymiseConfirm.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className={styles.danger} onClick={ev.confirm}>
                {t.anonymiseConfirm.confirm}
              </AlertDialog.Action>
            </p>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {state === 'failure' ? (
        <div role="alert" className={styles.critical}>
          <p>{t.failure}</p>
          <p className={styles.actions}>
            <button type="button" className={styles.primary} onClick={ev.retry}>
              {t.retry}
            </button>
            <button type="button" className={styles.secondary} onClick={ev.edit}>
              {t.newRequest}
            </button>
          </p>
        </div>
      ) : (
        <p className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={!canSubmit} aria-disabled={busy}>
            {busy ? t.sending : t.submit}
          </button>
        </p>
      )}
    </RequestFormShell>
  );
}

function LinkForm({ actor }: { actor: PrivacyRequestRef }) {
  const state = usePrivacyRequestSelector(actor, selectState);
  const cpf = usePrivacyRequestSelector(actor, (s) => s.context.cpf);
  const email = usePrivacyRequestSelector(actor, (s) => s.context.email);
  const problems = usePrivacyRequestSelector(actor, selectLinkProblems, (a, b) => a.cpf === b.cpf && a.email === b.email);
  const canType = usePrivacyRequestSelector(actor, selectCanTypeLink);
  const canSend = usePrivacyRequestSelector(actor, selectCanSendLink);
  const ev = usePrivacyRequestEvents(actor);
  if (state === 'linkSent') {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.positive}>
          {t.visitor.sent}
        </p>
        <p className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={ev.linkAgain}>
            {t.visitor.again}
          </button>
        </p>
      </div>
    );
  }
  const busy = state === 'linkSending';
  return (
    <RequestFormShell busy={busy} onSubmit={state === 'linkFailure' ? ev.retryLink : ev.submitLink}>
      <h3 className={styles.subtitle}>{t.visitor.title}</h3>
      <p className={styles.text}>{t.visitor.intro}</p>
      <VisitorField id="privacy-cpf" label={t.visitor.cpf} value={cpf} disabled={!canType} error={problems.cpf} inputMode="numeric" autoComplete="off" onChange={ev.typeCpf} />
      <VisitorField id="privacy-email" label={t.visitor.email} value={email} disabled={!canType} error={problems.email} type="email" autoComplete="email" onChange={ev.typeEmail} />
      {state === 'linkFailure' ? (
        <p role="alert" className={styles.critical}>
          {t.failure}
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!canSend}>
          {busy ? t.visitor.sending : state === 'linkFailure' ? t.retry : t.visitor.submit}
        </button>
      </p>
    </RequestFormShell>
  );
}

export function PrivacyRequestsSection({ input }: { input: PrivacyRequestInput }) {
  const actor = usePrivacyRequest(input);
  const state = usePrivacyRequestSelector(actor, selectState);
  const requests = usePrivacyRequestSelector(actor, (s) => s.context.requests);
  const result = usePrivacyRequestSelector(actor, (s) => s.context.result);
  const canAskAgain = usePrivacyRequestSelector(actor, selectCanAskAgain);
  const ev = usePrivacyRequestEvents(actor);
  const visitor = useMemo(() => ['asking', 'linkSending', 'linkSent', 'linkFailure'].includes(state), [state]);
  return (
    <section className={styles.section} aria-labelledby="pedidos" data-testid="privacy-requests" data-state={state}>
      <h2 id="pedidos" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.text}>{t.intro}</p>
      <IdentityNote />
      {state === 'unverified' ? <p className={styles.caution}>{t.unverified}</p> : null}
      {visitor ? <LinkForm actor={actor} /> : null}
      {state === 'loading' ? (
        <p role="status" className={styles.text}>
          {t.listLoading}
        </p>
      ) : null}
      {state === 'listFailed' ? (
        <div role="alert" className={styles.critical}>
          <p>{input.token ? t.link.invalid : t.listFailure}</p>
          <p className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={ev.retryList}>
              {t.retry}
            </button>
          </p>
        </div>
      ) : null}
      {input.token && ['ready', 'sending', 'failure'].includes(state) ? <p className={styles.positive}>{t.link.valid}</p> : null}
      {['ready', 'confirming', 'sending', 'failure'].includes(state) ? <RequestForm actor={actor} /> : null}
      {state === 'sent' && result ? (
        <>
          <Answer result={result} />
          {canAskAgain ? (
            <p className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={ev.again}>
                {t.newRequest}
              </button>
            </p>
          ) : (
            <p className={styles.text}>{t.link.used}</p>
          )}
        </>
      ) : null}
      {['ready', 'sending', 'failure', 'sent'].includes(state) ? <RequestList requests={requests} /> : null}
    </section>
  );
}

/** A field of the visitor's link form: its label, its input and the message under it when refused. */
function VisitorField({
  id,
  label: text,
  value,
  disabled,
  error,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  error: string | null | undefined;
  onChange: (value: string) => void;
  type?: 'email';
  inputMode?: 'numeric';
  autoComplete: string;
}) {
  return (
    <div className={field}>
      <label className={label} htmlFor={id}>
        {text}
      </label>
      <input
        id={id}
        className={textInput}
        {...input}
        value={value}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
