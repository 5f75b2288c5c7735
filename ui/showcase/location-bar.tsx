/**
 * The location line of the showcase: where the visitor is, as the offer list
 * knows it, and whether the address's dealer fixed it. The picker's controls
 * (location-picker.tsx) go inside; until their code arrives the line shows alone.
 */
import type { ReactNode } from 'react';
import type { StoredLocation } from '../../models/dealer/location';
import { type ShowcaseLabels } from '../../models/labels/showcase';
import * as styles from './parts.css';

export interface LocationLineProps {
  location: StoredLocation | null;
  locked: boolean;
  texts: ShowcaseLabels['location'];
}

export function LocationBar({ location, locked, texts, titleId, children }: LocationLineProps & { titleId: string; children?: ReactNode }) {
  return (
    <div className={styles.bar} role="group" aria-labelledby={titleId} data-testid="location">
      <p id={titleId} className={styles.barLabel}>
        {texts.title}
      </p>
      <p className={location ? undefined : styles.muted} data-testid="location-current">
        {location ? texts.current(location.cityName, location.stateCode) : texts.none}
      </p>
      {locked ? <p className={styles.muted}>{texts.lockedByDealer}</p> : null}
      {children}
    </div>
  );
}
