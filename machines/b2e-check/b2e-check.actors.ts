/** The B2E check's real actors: the employee check and the document upload. */
import { fromPromise } from 'xstate';
import type { EmployeeValidationRequest } from '../../models/lead/lead';
import type { Api } from '../../services/api';
import { documentUrl, uploadDocuments } from '../../services/files';
import { validateEmployee } from '../../services/leads';
import { FILE_HEAD_BYTES, type DocumentFacts } from '../../models/documents/files';
import type { ReadDocumentsInput, UploadDocumentsInput } from './b2e-check.machine';

/** Name, size, declared type and first bytes of each document, read in the browser (nothing is sent). */
async function readDocumentFacts({ documents }: ReadDocumentsInput): Promise<DocumentFacts[]> {
  return Promise.all(
    documents.map(async (file) => ({ name: file.name, size: file.size, type: file.type, head: new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer()) })),
  );
}

export function createB2eCheckImplementations({ api }: { api: Api }) {
  const actors = {
    readDocuments: fromPromise<DocumentFacts[], ReadDocumentsInput>(({ input }) => readDocumentFacts(input)),
    validateEmployee: fromPromise<boolean, EmployeeValidationRequest>(({ input, signal }) => validateEmployee(api, input, signal)),
    uploadDocuments: fromPromise<string[], UploadDocumentsInput>(async ({ input, signal }) => {
      const uploaded = await uploadDocuments(api, input.documents, input.target, input.idempotencyKey, signal);
      return uploaded.map((f) => documentUrl(api, f));
    }),
  };
  return { actors };
}

/** The actors alone, as the lead submission's implementations take them. */
export function b2eCheckActors(api: Api) {
  return createB2eCheckImplementations({ api }).actors;
}
