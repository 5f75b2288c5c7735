/**
 * Document upload (spec 001 §7 "file/upload-bulk"): multipart with the files
 * and a JSON part `data` {root_path, sub_path}; answers `[{ id, service }]`.
 * Carries an Idempotency-Key, so a retried upload stores nothing twice.
 */
import { UploadAnswer, fileDownloadPath, type UploadTarget, type UploadedFile } from '../models/files';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

export function uploadDocuments(api: Api, files: readonly File[], target: UploadTarget, idempotencyKey: string, signal?: AbortSignal): Promise<UploadedFile[]> {
  const form = new FormData();
  form.append('data', new Blob([JSON.stringify(target)], { type: 'application/json' }), 'data.json');
  for (const f of files) form.append('files', f, f.name);
  return api.http
    .url('/api/file/upload-bulk')
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .body(form)
    .post()
    .json(answerOf(UploadAnswer));
}

/** The address a lead carries for an uploaded document. */
export function documentUrl(api: Api, file: UploadedFile): string {
  return `${api.config.apiUrl}${fileDownloadPath(file)}`;
}
