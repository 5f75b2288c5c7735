/**
 * Document upload (spec 001 §7 "file/upload-bulk"): multipart with the files
 * and a JSON part `data` {root_path, sub_path}; answers `[{ id, service }]`.
 * Carries an Idempotency-Key, so a retried upload stores nothing twice, and
 * the upload grant the server gives the lead form for that key.
 */
import { UPLOAD_GRANT_HEADER, UPLOAD_GRANT_PATH, UploadAnswer, UploadGrantAnswer, fileDownloadPath, type UploadTarget, type UploadedFile } from '../models/documents/files';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

/** `POST /api/file/upload-grant` {key}: the short-lived permission to upload with this Idempotency-Key. */
export function requestUploadGrant(api: Api, idempotencyKey: string, signal?: AbortSignal): Promise<UploadGrantAnswer> {
  return api.http.url(UPLOAD_GRANT_PATH).options(withSignal(signal)).post({ key: idempotencyKey }).json(answerOf(UploadGrantAnswer));
}

/** Asks for the upload grant, then uploads the documents with it. */
export async function uploadDocuments(api: Api, files: readonly File[], target: UploadTarget, idempotencyKey: string, signal?: AbortSignal): Promise<UploadedFile[]> {
  const { grant } = await requestUploadGrant(api, idempotencyKey, signal);
  const form = new FormData();
  form.append('data', new Blob([JSON.stringify(target)], { type: 'application/json' }), 'data.json');
  for (const f of files) form.append('files', f, f.name);
  return api.http
    .url('/api/file/upload-bulk')
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey, [UPLOAD_GRANT_HEADER]: grant })
    .options(withSignal(signal))
    .body(form)
    .post()
    .json(answerOf(UploadAnswer));
}

/** The address a lead carries for an uploaded document. */
export function documentUrl(api: Api, file: UploadedFile): string {
  return `${api.config.apiUrl}${fileDownloadPath(file)}`;
}
