/** The proposal banner and the mobile app banner ('BAIXAR', close), as the banners chart says. */
import { type ShowcaseLabels } from '../../models/labels/showcase';
import { useBannersEvents, useBannersSelector } from '../../machines/banners/banners.context';
import { selectAppOpen, selectProposalCount, selectProposalShown } from '../../machines/banners/banners.machine';
import * as styles from './parts.css';

export function ProposalBanner({ texts, proposalsHref }: { texts: ShowcaseLabels['banners']; proposalsHref: string }) {
  const shown = useBannersSelector(selectProposalShown);
  const count = useBannersSelector(selectProposalCount);
  const events = useBannersEvents();
  if (!shown) return null;
  const text = texts.proposalText(count);
  return (
    <aside className={styles.banner} aria-label={text} data-testid="proposal-banner">
      <p className={styles.bannerText}>
        {text}{' '}
        <a className={styles.bannerLink} href={proposalsHref}>
          {texts.proposalLink}
        </a>
      </p>
      <button type="button" className={styles.closeIcon} aria-label={texts.close} onClick={events.closeProposal}>
        ×
      </button>
    </aside>
  );
}

export function AppBanner({ texts }: { texts: ShowcaseLabels['banners'] }) {
  const open = useBannersSelector(selectAppOpen);
  const events = useBannersEvents();
  if (!open) return null;
  return (
    <aside className={styles.appBanner} aria-label={texts.appText} data-testid="app-banner">
      <button type="button" className={styles.closeIcon} aria-label={texts.close} onClick={events.closeApp}>
        ×
      </button>
      <p className={styles.bannerText}>{texts.appText}</p>
      <button type="button" className={styles.bannerButton} onClick={events.download}>
        {texts.download}
      </button>
    </aside>
  );
}
