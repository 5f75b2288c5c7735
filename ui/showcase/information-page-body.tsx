/** The sanitised HTML body of a 'Saiba Mais' page; loaded when the dialog first opens, so the sanitiser stays out of the first load. */
import { useMemo } from 'react';
import { sanitiseHtml } from '../content/sanitise-html';
import * as styles from './card.css';

export default function InformationPageBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={styles.dialogBody} data-testid="information-page-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
