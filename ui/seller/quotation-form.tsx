/**
 * The fleet quotation page: the cards under the tabs model, optionals,
 * coating, accessories and comment; review, preview (a dialog), save,
 * download and sending to the client (a dialog). It renders what the
 * quotation-set chart says and sends what the seller does.
 */
import { Dialog, Tabs } from 'radix-ui';
import { quotationLabels } from '../../models/labels/quotation';
import { formatDate } from '../../models/common/format';
import { formatBRL } from '../../models/common/money';
import { QUOTATION_VALIDITY_DAYS } from '../../models/quotation/fleet-quotation';
import { useQuotationSet, useQuotationSetEvents, useQuotationSetSelector } from '../../machines/quotation-set/quotation-set.context';
import * as m from '../../machines/quotation-set/quotation-set.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import { QuotationCardView } from './quotation-card';
import * as styles from './seller.css';

const f = quotationLabels.form;
const fq = quotationLabels;
const tabs = quotationLabels.tabs;
const steps = quotationLabels.steps;
const doc = quotationLabels.pdf;

export interface QuotationFormProps {
  input: m.QuotationSetInput;
  homeHref: string;
  /** The PDF's address for a saved quotation number. */
  pdfHref: (number: string) => string;
  onNavigate?: Navigate | undefined;
}

export function QuotationForm({ input, ...rest }: QuotationFormProps) {
  const actor = useQuotationSet(input);
  return <QuotationFormView actor={actor} {...rest} />;
}

export function QuotationFormView({ actor, homeHref, pdfHref, onNavigate }: Omit<QuotationFormProps, 'input'> & { actor: m.QuotationSetRef }) {
  const view = useQuotationSetSelector(actor, m.selectView);
  const baseNumber = useQuotationSetSelector(actor, m.selectBaseNumber);
  const loadError = useQuotationSetSelector(actor, m.selectLoadError);
  const canRetry = useQuotationSetSelector(actor, m.selectCanRetry);
  const events = useQuotationSetEvents(actor);
  return (
    <section className={styles.page} aria-labelledby="quotation-title">
      <NavLink href={homeHref} onNavigate={onNavigate} className={styles.backLink}>
        ← {quotationLabels.seller.back}
      </NavLink>
      <h1 id="quotation-title" className={styles.heading}>
        {baseNumber ? f.editTitle(baseNumber) : f.title}
      </h1>
      {view === 'loading' ? (
        <p role="status" className={styles.message}>
          {f.loading}
        </p>
      ) : null}
      {view === 'loadFailed' ? (
        <>
          <div role="alert" className={styles.alertStack}>
            <p>
              <strong>{fq.itemLoadFailed}</strong>
            </p>
            {loadError && loadError !== fq.itemLoadFailed ? <p>{loadError}</p> : null}
          </div>
          {canRetry ? (
            <button type="button" className={styles.secondary} onClick={events.retry}>
              {quotationLabels.seller.retry}
            </button>
          ) : null}
        </>
      ) : null}
      {view === 'editing' ? <Editing actor={actor} /> : null}
      {view === 'reviewing' ? <Review actor={actor} /> : null}
      {view === 'saved' ? <Saved actor={actor} pdfHref={pdfHref} /> : null}
      <Preview actor={actor} />
    </section>
  );
}

function Totals({ actor }: { actor: m.QuotationSetRef }) {
  const totals = useQuotationSetSelector(actor, m.selectTotals, m.sameTotals);
  return (
    <dl className={styles.totals} data-testid="quotation-totals">
      <div className={styles.totalRow}>
        <dt>{f.totalMonthly}</dt>
        <dd className={styles.totalValue}>{formatBRL(totals.monthly)}</dd>
      </div>
      <div className={styles.totalRow}>
        <dt>{f.totalContract}</dt>
        <dd className={styles.totalValue}>{formatBRL(totals.contract)}</dd>
      </div>
    </dl>
  );
}

function Editing({ actor }: { actor: m.QuotationSetRef }) {
  const cards = useQuotationSetSelector(actor, m.selectCards, m.sameCards);
  const tab = useQuotationSetSelector(actor, m.selectTab);
  const opportunityName = useQuotationSetSelector(actor, m.selectOpportunityName);
  const comments = useQuotationSetSelector(actor, m.selectComments);
  const showErrors = useQuotationSetSelector(actor, m.selectShowErrors);
  const invalidMessage = useQuotationSetSelector(actor, m.selectInvalidMessage);
  const canAdd = useQuotationSetSelector(actor, m.selectCanAddCard);
  const canReview = useQuotationSetSelector(actor, m.selectCanReview);
  const events = useQuotationSetEvents(actor);
  const nameMissing = useQuotationSetSelector(actor, m.selectOpportunityMissing);
  const nameError = nameMissing ? f.opportunityRequired : null;
  return (
    <>
      {invalidMessage ? (
        <p role="alert" className={styles.alertBox}>
          {invalidMessage}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <div className={styles.opportunity}>
          <label htmlFor="quotation-opportunity" className={styles.label}>
            {f.opportunityName}
          </label>
          <input
            id="quotation-opportunity"
            className={styles.input}
            placeholder={f.opportunityPlaceholder}
            value={opportunityName}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'quotation-opportunity-error' : undefined}
            onChange={(e) => events.editText('opportunityName', e.target.value)}
          />
          {nameError ? (
            <p id="quotation-opportunity-error" className={styles.error}>
              {nameError}
            </p>
          ) : null}
        </div>
      </div>
      <p className={styles.warning}>{fq.stockWarning}</p>
      <Tabs.Root value={tab} onValueChange={(v) => events.showTab(v as m.QuotationTab)} activationMode="manual">
        <Tabs.List className={styles.tabList} aria-label={f.tabsLabel}>
          {m.QUOTATION_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} className={styles.tab}>
              {tabs[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="model">
          <div className={styles.cards}>
            {cards.map((c, i) => {
              return <SetCard key={c.id} actor={actor} card={c} n={i + 1} showErrors={showErrors} onRemove={() => events.removeCard(c.id)} />;
            })}
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={events.addCard} disabled={!canAdd}>
              + {f.addCard}
            </button>
          </div>
        </Tabs.Content>
        <Tabs.Content value="optionals">
          <LinesTable actor={actor} column={tabs.optionals} value={(l) => (l.optionals.length > 0 ? l.optionals.join(', ') : l.title ? f.noOptionals : f.chooseModelFirst)} />
        </Tabs.Content>
        <Tabs.Content value="coating">
          <LinesTable actor={actor} column={tabs.coating} value={(l) => l.coating ?? f.chooseModelFirst} />
        </Tabs.Content>
        <Tabs.Content value="accessories">
          <LinesTable actor={actor} column={tabs.accessories} value={(l) => (l.accessories.length > 0 ? l.accessories.join(', ') : l.title ? doc.none : f.chooseModelFirst)} />
        </Tabs.Content>
        <Tabs.Content value="comment">
          <div className={styles.field}>
            <label htmlFor="quotation-comments" className={styles.label}>
              {f.comments}
            </label>
            <textarea id="quotation-comments" className={styles.textarea} rows={5} value={comments} onChange={(e) => events.editText('comments', e.target.value)} />
          </div>
        </Tabs.Content>
      </Tabs.Root>
      <Totals actor={actor} />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={events.review} disabled={!canReview}>
          {steps.review}
        </button>
      </div>
    </>
  );
}

/** One card of the set: its remove button enabled while the set takes its removal (never the last card). */
function SetCard({ actor, card, n, showErrors, onRemove }: { actor: m.QuotationSetRef; card: m.QuotationCardEntry; n: number; showErrors: boolean; onRemove: () => void }) {
  const canRemove = useQuotationSetSelector(actor, m.selectCanRemoveCard(card.id));
  return <QuotationCardView actor={card.ref} n={n} showErrors={showErrors} canRemove={canRemove} onRemove={onRemove} />;
}

function LinesTable({ actor, column, value }: { actor: m.QuotationSetRef; column: string; value: (line: m.CardLine) => string }) {
  const lines = useQuotationSetSelector(actor, m.selectLines, m.sameLines);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{f.model}</th>
            <th scope="col">{column}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <th scope="row">
                {fq.card(l.n)}
                {l.title ? ` · ${l.title}` : ''}
              </th>
              <td>{value(l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LineSummary({ line }: { line: m.CardLine }) {
  const p = line.price;
  return (
    <li className={styles.summaryItem}>
      <h3 className={styles.listTitle}>
        {fq.card(line.n)} · {line.title}
      </h3>
      <dl className={styles.dl}>
        <dt className={styles.dt}>{doc.dealer}</dt>
        <dd className={styles.dd}>{line.dealerName}</dd>
        <dt className={styles.dt}>{doc.period}</dt>
        <dd className={styles.dd}>
          {line.card.period !== null ? doc.periodValue(line.card.period) : ''} · {line.card.km !== null ? doc.mileageValue(line.card.km) : ''}
        </dd>
        <dt className={styles.dt}>{doc.amount}</dt>
        <dd className={styles.dd}>{line.card.amount}</dd>
        <dt className={styles.dt}>{doc.initialPrice}</dt>
        <dd className={styles.dd}>{p ? formatBRL(p.initialPrice) : ''}</dd>
        <dt className={styles.dt}>{doc.colour}</dt>
        <dd className={styles.dd}>{line.colourName}</dd>
        <dt className={styles.dt}>{doc.optionals}</dt>
        <dd className={styles.dd}>{line.optionals.length > 0 ? line.optionals.join(', ') : doc.none}</dd>
        <dt className={styles.dt}>{doc.coating}</dt>
        <dd className={styles.dd}>{line.coating}</dd>
        <dt className={styles.dt}>{doc.accessories}</dt>
        <dd className={styles.dd}>{line.accessories.length > 0 ? line.accessories.join(', ') : doc.none}</dd>
        <dt className={styles.dt}>{doc.bonus}</dt>
        <dd className={styles.dd}>{p ? formatBRL(p.bonus) : ''}</dd>
        <dt className={styles.dt}>{doc.discount}</dt>
        <dd className={styles.dd}>{p ? formatBRL(p.discount) : ''}</dd>
        <dt className={styles.dt}>{doc.commission}</dt>
        <dd className={styles.dd}>{f.commissionOption(line.card.commission)}</dd>
        <dt className={styles.dt}>{doc.monthly}</dt>
        <dd className={styles.dd}>{p ? formatBRL(p.monthly) : ''}</dd>
        <dt className={styles.dt}>{doc.contract}</dt>
        <dd className={styles.dd}>{p ? formatBRL(p.contract) : ''}</dd>
      </dl>
    </li>
  );
}

function Lines({ actor }: { actor: m.QuotationSetRef }) {
  const lines = useQuotationSetSelector(actor, m.selectLines, m.sameLines);
  return (
    <ul className={styles.summaryList}>
      {lines.map((l) => (
        <LineSummary key={l.id} line={l} />
      ))}
    </ul>
  );
}

function Review({ actor }: { actor: m.QuotationSetRef }) {
  const opportunityName = useQuotationSetSelector(actor, m.selectOpportunityName);
  const canBack = useQuotationSetSelector(actor, m.selectCanBack);
  const canPreview = useQuotationSetSelector(actor, m.selectCanPreview);
  const events = useQuotationSetEvents(actor);
  return (
    <>
      <h2 className={styles.subheading}>{f.reviewTitle}</h2>
      <dl className={styles.dl}>
        <dt className={styles.dt}>{doc.opportunity}</dt>
        <dd className={styles.dd}>{opportunityName}</dd>
      </dl>
      <p className={styles.warning}>{fq.stockWarning}</p>
      <Lines actor={actor} />
      <Totals actor={actor} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={events.back} disabled={!canBack}>
          {f.back}
        </button>
        <button type="button" className={styles.primary} onClick={events.preview} disabled={!canPreview}>
          {steps.preview}
        </button>
      </div>
    </>
  );
}

/** The preview of the document (and the save from it): open while previewing, saving or after a failed save. */
function Preview({ actor }: { actor: m.QuotationSetRef }) {
  const open = useQuotationSetSelector(actor, m.selectPreviewOpen);
  const baseNumber = useQuotationSetSelector(actor, m.selectBaseNumber);
  const opportunityName = useQuotationSetSelector(actor, m.selectOpportunityName);
  const comments = useQuotationSetSelector(actor, m.selectComments);
  const saving = useQuotationSetSelector(actor, m.selectSaving);
  const saveError = useQuotationSetSelector(actor, m.selectSaveError);
  const canSave = useQuotationSetSelector(actor, m.selectCanSave);
  const canBack = useQuotationSetSelector(actor, m.selectCanBack);
  const events = useQuotationSetEvents(actor);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || !canBack ? undefined : events.back())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} data-testid="quotation-preview">
          <Dialog.Title className={styles.dialogTitle}>{f.previewTitle}</Dialog.Title>
          <dl className={styles.dl}>
            <dt className={styles.dt}>{doc.number}</dt>
            <dd className={styles.dd}>{baseNumber ?? f.numberPending}</dd>
            <dt className={styles.dt}>{doc.opportunity}</dt>
            <dd className={styles.dd}>{opportunityName}</dd>
            <dt className={styles.dt}>{doc.validity}</dt>
            <dd className={styles.dd}>{f.validityDays(QUOTATION_VALIDITY_DAYS)}</dd>
            <dt className={styles.dt}>{doc.comments}</dt>
            <dd className={styles.dd}>{comments.trim() || doc.none}</dd>
          </dl>
          <h3 className={styles.subheading}>{doc.title}</h3>
          <Lines actor={actor} />
          <Totals actor={actor} />
          {saveError ? (
            <div role="alert" className={styles.alertBox}>
              <strong>{fq.saveFailed}</strong>
              <br />
              {saveError}
            </div>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={events.back} disabled={!canBack}>
              {f.back}
            </button>
            <button type="button" className={styles.primary} onClick={events.save} disabled={!canSave}>
              {saving ? f.saving : steps.save}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Saved({ actor, pdfHref }: { actor: m.QuotationSetRef; pdfHref: (number: string) => string }) {
  const saved = useQuotationSetSelector(actor, m.selectSaved);
  const notice = useQuotationSetSelector(actor, m.selectNotice);
  const canEdit = useQuotationSetSelector(actor, m.selectCanEdit);
  const canOpenMail = useQuotationSetSelector(actor, m.selectCanOpenMail);
  const events = useQuotationSetEvents(actor);
  if (!saved) return null;
  return (
    <>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <dl className={styles.dl}>
        <dt className={styles.dt}>{doc.number}</dt>
        <dd className={styles.dd} data-testid="quotation-number">
          {saved.number}
        </dd>
        <dt className={styles.dt}>{doc.opportunity}</dt>
        <dd className={styles.dd}>{saved.opportunityName}</dd>
        <dt className={styles.dt}>{doc.validity}</dt>
        <dd className={styles.dd}>{formatDate(`${saved.validUntil}T12:00:00Z`)}</dd>
        <dt className={styles.dt}>{doc.totalMonthly}</dt>
        <dd className={styles.dd}>{formatBRL(saved.totals.monthly)}</dd>
        <dt className={styles.dt}>{doc.totalContract}</dt>
        <dd className={styles.dd} data-testid="quotation-saved-total">
          {formatBRL(saved.totals.contract)}
        </dd>
      </dl>
      <p className={styles.warning}>{fq.stockWarning}</p>
      <div className={styles.actions}>
        <a className={styles.primaryLink} href={pdfHref(saved.number)} download>
          {steps.download} PDF
        </a>
        <button type="button" className={styles.secondary} onClick={events.openMail} disabled={!canOpenMail}>
          {f.sendToClient}
        </button>
        <button type="button" className={styles.secondary} onClick={events.edit} disabled={!canEdit}>
          {f.editAgain}
        </button>
      </div>
      <Lines actor={actor} />
      <MailDialog actor={actor} />
    </>
  );
}

function MailDialog({ actor }: { actor: m.QuotationSetRef }) {
  const view = useQuotationSetSelector(actor, m.selectMailView);
  const mail = useQuotationSetSelector(actor, m.selectMail, (a, b) => a.to === b.to && a.name === b.name);
  const mailError = useQuotationSetSelector(actor, m.selectMailError);
  const message = useQuotationSetSelector(actor, m.selectMailMessage);
  const canSend = useQuotationSetSelector(actor, m.selectCanSend);
  const canClose = useQuotationSetSelector(actor, m.selectCanCloseMail);
  const editable = useQuotationSetSelector(actor, m.selectCanEditMail);
  const events = useQuotationSetEvents(actor);
  return (
    <Dialog.Root open={view !== 'closed'} onOpenChange={(next) => (next || !canClose ? undefined : events.closeMail())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} data-testid="quotation-mail">
          <Dialog.Title className={styles.dialogTitle}>{f.sendTitle}</Dialog.Title>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              events.send();
            }}
            noValidate
          >
            <div className={styles.cardGrid}>
              <div className={styles.field}>
                <label htmlFor="mail-to" className={styles.label}>
                  {f.clientEmail}
                </label>
                <input
                  id="mail-to"
                  type="email"
                  className={styles.input}
                  value={mail.to}
                  disabled={!editable}
                  aria-invalid={mailError ? true : undefined}
                  aria-describedby={mailError ? 'mail-to-error' : undefined}
                  onChange={(e) => events.editMail('to', e.target.value)}
                />
                {mailError ? (
                  <p id="mail-to-error" className={styles.error}>
                    {mailError}
                  </p>
                ) : null}
              </div>
              <div className={styles.field}>
                <label htmlFor="mail-name" className={styles.label}>
                  {f.clientName}
                </label>
                <input id="mail-name" className={styles.input} value={mail.name} disabled={!editable} onChange={(e) => events.editMail('name', e.target.value)} />
              </div>
            </div>
            {view === 'sent' && message ? (
              <p role="status" className={styles.notice}>
                {message}
              </p>
            ) : null}
            {view === 'failed' && message ? (
              <p role="alert" className={styles.alertBox}>
                {message}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={events.closeMail} disabled={!canClose}>
                {view === 'sent' ? f.close : f.cancel}
              </button>
              {view !== 'sent' ? (
                <button type="submit" className={styles.primary} disabled={!canSend}>
                  {view === 'sending' ? f.sending : f.send}
                </button>
              ) : null}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
