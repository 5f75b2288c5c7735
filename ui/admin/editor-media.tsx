/** The offer editor's photos (upload, order, remove, with previews) and its history (who, when, which fields, old and new). */
import { useId } from 'react';
import type { OfferHistoryEntry } from '../../models/offer-admin/admin-offers';
import { formatDateTime } from '../../models/common/format';
import type { EditorScreenLabels } from '../../models/labels/offer-editor';
import type { OfferImage } from '../../models/offer/offer';
import { historyRows } from '../../models/offer-admin/offer-editor-form';
import * as controls from '../theme/controls.css';
import * as styles from './offer-editor.css';

export interface ImagesProps {
  imageIds: readonly string[];
  images: Readonly<Record<string, OfferImage>>;
  canEdit: boolean;
  /** For each photo, whether the chart takes its move back and forward now. */
  moves: readonly { back: boolean; forward: boolean }[];
  canUpload: boolean;
  uploading: boolean;
  /** A photo is being deleted on the server. */
  deleting: boolean;
  error: string | null;
  notice: string | null;
  fieldError: string | undefined;
  onUpload: (file: File) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  labels: EditorScreenLabels;
}

export function EditorImages({ imageIds, images, canEdit, moves, canUpload, uploading, deleting, error, notice, fieldError, onUpload, onMove, onRemove, labels: t }: ImagesProps) {
  const id = useId();
  return (
    <div>
      <p id={`${id}-hint`} className={controls.hint}>
        {t.images.hint}
      </p>
      <div style={{ marginTop: 10 }}>
        <input
          id={id}
          type="file"
          name="offerImage"
          accept="image/jpeg,image/png,image/webp"
          className={styles.fileInput}
          disabled={!canUpload}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) onUpload(file);
            e.currentTarget.value = '';
          }}
        />
        <label htmlFor={id} className={canUpload ? styles.uploadLabel : `${styles.uploadLabel} ${styles.uploadDisabled}`}>
          {uploading ? t.images.uploading : t.images.upload}
        </label>
      </div>
      <p className={controls.hint} role="status" style={{ marginTop: 8 }} data-testid="offer-editor-image-status">
        {deleting ? t.images.deleting : notice}
      </p>
      {error ? (
        <p className={controls.fieldError} role="alert" style={{ marginTop: 8 }}>
          {error}
        </p>
      ) : null}
      {fieldError ? (
        <p className={controls.fieldError} style={{ marginTop: 8 }} data-field-error="imageIds" tabIndex={-1}>
          {fieldError}
        </p>
      ) : null}
      {imageIds.length === 0 ? (
        <p className={styles.empty}>{t.images.none}</p>
      ) : (
        <ol className={styles.gallery} aria-label={t.fields.imageIds}>
          {imageIds.map((imageId, i) => {
            const image = images[imageId];
            const n = i + 1;
            return (
              <li key={imageId} className={styles.photo} data-image-id={imageId}>
                {image ? <img className={styles.photoImage} src={image.urls.s319} alt={t.images.photo(n)} width={319} height={228} /> : null}
                <span className={styles.photoCaption}>{t.images.photo(n)}</span>
                <div className={styles.photoActions}>
                  <button type="button" className={styles.iconButton} aria-label={t.images.moveUp(n)} title={t.images.moveUp(n)} disabled={!moves[i]?.back} onClick={() => onMove(i, i - 1)}>
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t.images.moveDown(n)}
                    title={t.images.moveDown(n)}
                    disabled={!moves[i]?.forward}
                    onClick={() => onMove(i, i + 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  <button type="button" className={styles.iconButton} aria-label={t.images.remove(n)} title={t.images.remove(n)} disabled={!canEdit} onClick={() => onRemove(i)}>
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

const actionNames = (t: EditorScreenLabels): Record<OfferHistoryEntry['action'], string> => ({
  create: t.history.created,
  update: t.offerAdmin.actions.edit,
  publish: t.offerAdmin.actions.publish,
  unpublish: t.offerAdmin.actions.unpublish,
  remove: t.offerAdmin.actions.remove,
});

const fieldName = (t: EditorScreenLabels, field: string): string => (t.fields as Record<string, string>)[field] ?? field;

export function EditorHistory({ history, labels: t }: { history: readonly OfferHistoryEntry[]; labels: EditorScreenLabels }) {
  if (history.length === 0) return <p className={styles.empty}>{t.history.none}</p>;
  const actions = actionNames(t);
  return (
    <ol className={styles.history}>
      {history.map((entry, i) => {
        const rows = historyRows(entry.fields);
        return (
          <li key={`${entry.at}-${i}`} className={styles.historyEntry}>
            <p className={styles.historyWho}>
              {actions[entry.action]} · {t.history.entry(entry.who, formatDateTime(entry.at))}
            </p>
            {rows.length > 0 ? (
              <table className={styles.historyTable}>
                <thead>
                  <tr>
                    <th scope="col">{t.history.field}</th>
                    <th scope="col">{t.history.old}</th>
                    <th scope="col">{t.history.new}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.field}>
                      <th scope="row">{fieldName(t, r.field)}</th>
                      <td>{r.old}</td>
                      <td>{r.new}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
