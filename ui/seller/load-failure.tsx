/** A seller page whose list or record failed to load: the call's pt-BR message, and 'Tentar novamente' when a retry can help. */
import { commonLabels } from '../../models/labels/common';
import * as styles from './seller.css';

export function LoadFailure({ message, canRetry, onRetry }: { message: string | null; canRetry: boolean; onRetry: () => void }) {
  return (
    <>
      <p role="alert" className={styles.alertBox}>
        {message}
      </p>
      {canRetry ? (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {commonLabels.retry}
        </button>
      ) : null}
    </>
  );
}
