/** The B2E check's real actors: the employee check and the document upload. */
import { fromPromise } from 'xstate';
import type { EmployeeValidationRequest } from '../../models/lead';
import type { Api } from '../../services/api';
import { documentUrl, uploadDocuments } from '../../services/files';
import { validateEmployee } from '../../services/leads';
import type { UploadDocumentsInput } from './b2e-check.machine';

export function createB2eCheckImplementations({ api }: { api: Api }) {
  const actors = {
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
