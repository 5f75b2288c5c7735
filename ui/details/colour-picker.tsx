/** 'CORES': swatches grouped by category, rendered from the colour picker chart. */
import { useSelector } from '@xstate/react';
import { RadioGroup } from 'radix-ui';
import type { DetailsScreenLabels } from '../../models/labels/details';
import { titleCase } from '../../models/common/title-case';
import { formatBRL } from '../../models/common/money';
import { swatchBackground } from '../../models/offer/colour-swatch';
import { colourGroupOf, colourGroups, sameItems } from '../../models/pricing/offer-details';
import {
  selectColours,
  selectPickerEnabled,
  selectSelectedColourId,
  type ColourPickerActorRef,
} from '../../machines/colour-picker/colour-picker.machine';
import * as styles from './details.css';

export interface ColourPickerProps {
  actorRef: ColourPickerActorRef;
  labels: DetailsScreenLabels;
}

export function ColourPicker({ actorRef, labels }: ColourPickerProps) {
  // A new period offering the same colours leaves the swatches alone.
  const colours = useSelector(actorRef, selectColours, sameItems);
  const selectedId = useSelector(actorRef, selectSelectedColourId);
  const enabled = useSelector(actorRef, selectPickerEnabled);
  const selected = colours.find((c) => c.colorId === selectedId);
  const groupLabel = { solid: labels.colours.solid, metallic: labels.colours.metallic, pearly: labels.colours.pearly };
  return (
    <section className={styles.section} aria-labelledby="colours-title" data-testid="colour-picker" data-enabled={enabled}>
      <h2 id="colours-title" className={styles.sectionTitle}>
        {labels.colours.heading}
      </h2>
      <RadioGroup.Root
        className={styles.swatchGroups}
        value={selectedId ?? ''}
        disabled={!enabled}
        aria-labelledby="colours-title"
        onValueChange={(colorId) => actorRef.send({ type: 'colour.select', colorId })}
      >
        {colourGroups(colours).map((group) => (
          <div key={group.key} className={styles.swatchGroup} role="group" aria-label={groupLabel[group.key]}>
            <span className={styles.tileCaption}>{groupLabel[group.key]}</span>
            <div className={styles.swatchRow}>
              {group.colours.map((c) => (
                <RadioGroup.Item
                  key={c.colorId}
                  value={c.colorId}
                  className={styles.swatch}
                  style={{ background: swatchBackground(c) }}
                  aria-label={titleCase(c.name)}
                  title={titleCase(c.name)}
                />
              ))}
            </div>
          </div>
        ))}
      </RadioGroup.Root>
      {selected ? (
        <p className={styles.colourName} data-testid="colour-name">
          <span className={styles.tileCaption}>{groupLabel[colourGroupOf(selected.category)]}</span>{' '}
          <span>{titleCase(selected.name)}</span>
          {selected.value > 0 ? <span> {labels.colours.price(formatBRL(selected.value))}</span> : null}
        </p>
      ) : null}
      {!enabled ? <p className={styles.note}>{labels.colours.disabled}</p> : null}
    </section>
  );
}
