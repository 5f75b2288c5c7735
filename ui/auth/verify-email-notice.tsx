/**
 * The proposals page's notice to a customer who has not proven their e-mail:
 * no proposal is matched to the account until then. 'Reenviar e-mail de
 * confirmação' sends a new link (a thin renderer of the resend chart), then
 * waits a cooldown whose seconds are shown.
 */
import { type AuthLabels } from '../../models/labels/auth';
import {
  useResendVerification,
  useResendVerificationEvents,
  useResendVerificationSelector,
  type ResendVerificationRef,
} from '../../machines/email-verification/email-verification.context';
import {
  selectCanResend,
  selectErrorMessage,
  selectSecondsLeft,
  selectSending,
  selectSent,
} from '../../machines/email-verification/resend-verification.machine';
import * as styles from './auth.css';

export interface VerifyEmailNoticeProps {
  labels: AuthLabels;
  /** The account's e-mail, where the link goes. */
  email: string;
}

export function VerifyEmailNotice({ labels, email }: VerifyEmailNoticeProps) {
  const actor = useResendVerification();
  const t = labels.verifyEmail;
  return (
    <section className={styles.notice} aria-labelledby="verify-email-notice-title">
      <h2 id="verify-email-notice-title" className={styles.noticeTitle}>
        {t.noticeTitle}
      </h2>
      <p className={styles.noticeText}>{t.notice(email)}</p>
      <ResendVerification actor={actor} labels={labels} email={email} />
    </section>
  );
}

/** The resend button with what it did: the new link's line, the server's refusal, the seconds before the next one. */
export function ResendVerification({ actor, labels, email }: { actor: ResendVerificationRef; labels: AuthLabels; email: string }) {
  const events = useResendVerificationEvents(actor);
  const sending = useResendVerificationSelector(actor, selectSending);
  const sent = useResendVerificationSelector(actor, selectSent);
  const errorMessage = useResendVerificationSelector(actor, selectErrorMessage);
  const canResend = useResendVerificationSelector(actor, selectCanResend);
  const secondsLeft = useResendVerificationSelector(actor, selectSecondsLeft);
  const t = labels.verifyEmail;
  return (
    <>
      <div role="status" aria-live="polite">
        {sent ? <p className={styles.noticeText}>{t.resent(email)}</p> : null}
      </div>
      {errorMessage ? (
        <p role="alert" className={styles.alert}>
          {errorMessage}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.submit}
          disabled={!canResend}
          aria-busy={sending}
          aria-describedby={secondsLeft > 0 ? 'resend-cooldown' : undefined}
          onClick={events.resend}
        >
          {sending ? t.resending : t.resend}
        </button>
        {secondsLeft > 0 ? (
          <span id="resend-cooldown" className={styles.cooldown} data-testid="resend-cooldown">
            {t.resendWait(secondsLeft)}
          </span>
        ) : null}
      </div>
    </>
  );
}
