/**
 * B2E check chart (spec 001 §5.2, §7 "employee/validate", "file/upload-bulk"):
 * run by the lead submission for a B2E lead.
 *
 *   screeningDocuments ──done [a file refused]──▶ failed (names the file; nothing sent)
 *        ├──done──▶ checkingEmployee
 *        └──error──▶ failed (the generic failure message)
 *   checkingEmployee ──done (active) [verification on]──▶ uploadingDocuments ──done──▶ verified
 *        │             └─done (active)──▶ verified                     └──error──▶ failed
 *        ├──done (not active)──▶ rejected ('Dados do colaborador inválidos')
 *        └──error──▶ failed (the generic failure message)
 *
 * Before anything is sent, the documents (none without affiliation
 * verification) are read (their first bytes) and
 * held to the upload's rule, the one the server applies (models/documents/files.ts
 * `firstDocumentRefusal`: the types by content, the total size, the count):
 * a renamed file stops the check at once with its name, instead of going up
 * behind a large one only for the server to refuse it.
 *
 * The employee checked is the person (an employee) or the employee CPF field
 * (a relative): models/lead/lead-rules.ts `employeeCpfToCheck`. The final states
 * answer the outcome as the chart's output.
 */
import { refusalMessage } from '../../models/showcase/api';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorOf } from '../actor-events';
import { firstDocumentRefusal, type DocumentFacts, type UploadTarget } from '../../models/documents/files';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { placeholderFor } from '../placeholder';
import type { b2eCheckActors } from './b2e-check.actors';

export interface B2eCheckInput {
  sapId: string;
  /** The CPF to check (models/lead/lead-rules.ts employeeCpfToCheck). */
  cpf: string;
  documents: readonly File[];
  /** Affiliation verification: documents are uploaded. */
  verification: boolean;
  /** The submission's Idempotency-Key (the upload uses a key derived from it). */
  idempotencyKey: string;
}

export interface UploadDocumentsInput {
  documents: readonly File[];
  target: UploadTarget;
  idempotencyKey: string;
}

export interface ReadDocumentsInput {
  documents: readonly File[];
}

export type B2eCheckOutput =
  | { status: 'verified'; documentUrls: string[] }
  | { status: 'rejected'; message: string }
  | { status: 'failed'; message: string };

export interface B2eCheckContext {
  input: B2eCheckInput;
  documentUrls: string[];
  errorMessage: string | null;
}

type Actors = ReturnType<typeof b2eCheckActors>;

export const B2E_UPLOAD_TARGET: UploadTarget = { root_path: 'leads', sub_path: 'b2e' };

export const b2eCheckMachine = setup({
  types: {
    input: {} as B2eCheckInput,
    context: {} as B2eCheckContext,
    output: {} as B2eCheckOutput,
  },
  actors: {
    /** Reads what the upload's rule needs of each document: name, size, first bytes. */
    readDocuments: placeholderFor<Actors['readDocuments']>('readDocuments'),
    validateEmployee: placeholderFor<Actors['validateEmployee']>('validateEmployee'),
    uploadDocuments: placeholderFor<Actors['uploadDocuments']>('uploadDocuments'),
  },
  guards: {
    documentRefused: (_, output: DocumentFacts[]) => firstDocumentRefusal(output) !== null,
    isActiveAndVerifying: ({ context }, output: boolean) => output && context.input.verification,
    isActive: (_, output: boolean) => output,
  },
  actions: {
    storeUrls: assign({ documentUrls: (_, output: string[]) => output }),
    storeInvalid: assign({ errorMessage: labels.leadForm.b2e.employeeInvalid }),
    /** The document the rule refuses, named, in the words the server would use. */
    storeDocumentRefusal: assign({ errorMessage: (_, output: DocumentFacts[]) => leadLabels.api.documentRefused(firstDocumentRefusal(output)!) }),
    // A refusal (a file of the wrong type, too many checks) says why; anything else is the generic failure.
    storeFailure: assign({ errorMessage: ({ event }) => refusalMessage(errorOf(event), leadLabels.b2e.checkFailed) }),
  },
}).createMachine({
  id: 'b2eCheck',
  context: ({ input }) => ({ input, documentUrls: [], errorMessage: null }),
  initial: 'screeningDocuments',
  states: {
    screeningDocuments: {
      invoke: {
        id: 'readDocuments',
        src: 'readDocuments',
        // Without affiliation verification no document goes: none is read.
        input: ({ context }) => ({ documents: context.input.verification ? context.input.documents : [] }),
        onDone: [{ guard: { type: 'documentRefused', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'storeDocumentRefusal', params: ({ event }) => event.output } }, { target: 'checkingEmployee' }],
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    checkingEmployee: {
      invoke: {
        id: 'validateEmployee',
        src: 'validateEmployee',
        input: ({ context }) => ({ sap_id: context.input.sapId.trim(), cpf: context.input.cpf }),
        onDone: [
          { guard: { type: 'isActiveAndVerifying', params: ({ event }) => event.output }, target: 'uploadingDocuments' },
          { guard: { type: 'isActive', params: ({ event }) => event.output }, target: 'verified' },
          { target: 'rejected', actions: 'storeInvalid' },
        ],
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    uploadingDocuments: {
      invoke: {
        id: 'uploadDocuments',
        src: 'uploadDocuments',
        input: ({ context }) => ({ documents: context.input.documents, target: B2E_UPLOAD_TARGET, idempotencyKey: `${context.input.idempotencyKey}:upload` }),
        onDone: { target: 'verified', actions: { type: 'storeUrls', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    verified: { type: 'final' },
    rejected: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): B2eCheckOutput => {
    if (context.errorMessage === labels.leadForm.b2e.employeeInvalid) return { status: 'rejected', message: context.errorMessage };
    if (context.errorMessage) return { status: 'failed', message: context.errorMessage };
    return { status: 'verified', documentUrls: context.documentUrls };
  },
});

export type B2eCheckActorRef = ActorRefFrom<typeof b2eCheckMachine>;
export type B2eCheckSnapshot = SnapshotFrom<typeof b2eCheckMachine>;
export type B2eCheckStatus = 'screeningDocuments' | 'checkingEmployee' | 'uploadingDocuments' | 'verified' | 'rejected' | 'failed';
// Defensive: a parent may run another implementation of the check (its snapshot then has no chart state).
export const selectStatus = (s: B2eCheckSnapshot): B2eCheckStatus => (typeof s.value === 'string' ? s.value : 'checkingEmployee');
export const selectErrorMessage = (s: B2eCheckSnapshot): string | null => (s.context as B2eCheckContext | undefined)?.errorMessage ?? null;
