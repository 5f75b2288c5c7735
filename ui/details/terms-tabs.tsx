/** 'ITENS DE SÉRIE' and 'CONDIÇÕES GERAIS', rendered from the terms chart; clicking the open tab closes it. */
import { Tabs } from 'radix-ui';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { TermsContext, useTermsEvents } from '../../machines/details-modal/details-modal.context';
import { selectItems, selectItemsStatus, selectOpenTab } from '../../machines/details-modal/terms.machine';
import * as styles from './details.css';

export function TermsTabs({ labels, disclaimer }: { labels: DetailsScreenLabels; disclaimer: string }) {
  const openTab = TermsContext.useSelector(selectOpenTab);
  const itemsStatus = TermsContext.useSelector(selectItemsStatus);
  const items = TermsContext.useSelector(selectItems);
  const events = useTermsEvents();
  return (
    <section className={styles.section} aria-label={labels.terms.tabs} data-testid="terms" data-open={openTab}>
      <Tabs.Root value={openTab} onValueChange={() => undefined} activationMode="manual">
        <Tabs.List className={styles.tabList} aria-label={labels.terms.tabs}>
          <Tabs.Trigger className={styles.tab} value="standardItems" onClick={() => events.toggle('standardItems')}>
            {labels.offerDetails.standardItems}
          </Tabs.Trigger>
          <Tabs.Trigger className={styles.tab} value="generalConditions" onClick={() => events.toggle('generalConditions')}>
            {labels.offerDetails.generalConditions}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="standardItems" className={styles.tabPanel}>
          {itemsStatus === 'loading' ? <p role="status">{labels.modal.loading}</p> : null}
          {itemsStatus === 'failed' ? (
            <p className={styles.error} role="alert">
              {labels.terms.itemsFailed}
            </p>
          ) : null}
          {itemsStatus === 'shown' && items ? (
            <ul data-testid="standard-items">
              {items.map((item) => (
                <li key={item.name}>{item.name}</li>
              ))}
            </ul>
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="generalConditions" className={styles.tabPanel}>
          <p>{labels.terms.generalConditions}</p>
          <p className={styles.note}>{disclaimer}</p>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
