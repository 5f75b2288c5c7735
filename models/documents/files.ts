/**
 * Document upload (spec 001 §5.4 "File input", §7 "file/upload"): the
 * accepted types, recognised by their first bytes (never by the name or
 * the declared type), and the 25 MB total per request.
 */
import { array, enums, object, optional, pattern, refine, size, string, type Infer } from 'superstruct';

export const FILE_TOTAL_LIMIT_MB = 25;
export const FILE_TOTAL_LIMIT_BYTES = FILE_TOTAL_LIMIT_MB * 1024 * 1024;
/** Files one bulk upload may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/**
 * The one rule of accepted documents: each type with its file-name
 * extensions and its first bytes. The server recognises a file by its bytes
 * (`detectFileType`); the browser's picker offers and pre-checks the same
 * types by their extension and declared type (`FILE_INPUT_ACCEPT`,
 * `screenDocuments`).
 */
const ACCEPTED_FILES = [
  { type: 'application/pdf', extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

export const ACCEPTED_FILE_TYPES = ACCEPTED_FILES.map((f) => f.type);
export type AcceptedFileType = (typeof ACCEPTED_FILES)[number]['type'];
/** The `accept` attribute of the file input, from the accepted types: their extensions, then their types. */
export const FILE_INPUT_ACCEPT = [...ACCEPTED_FILES.flatMap((f) => f.extensions.map((e) => `.${e}`)), ...ACCEPTED_FILE_TYPES].join(',');

/** The file's type by its content, or undefined when it is none of PDF, JPEG, PNG. */
export function detectFileType(head: Uint8Array): AcceptedFileType | undefined {
  return ACCEPTED_FILES.find((m) => m.magic.length <= head.length && m.magic.every((b, i) => head[i] === b))?.type;
}

/**
 * Whether the picker takes a file before sending it: its declared type is
 * an accepted one, or (no declared type) its name ends with an accepted
 * extension. The server still checks the bytes.
 */
export function isAcceptedDocument(file: { name: string; type: string }): boolean {
  const declared = file.type.trim().toLowerCase();
  if (declared) return (ACCEPTED_FILE_TYPES as readonly string[]).includes(declared);
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return ACCEPTED_FILES.some((f) => (f.extensions as readonly string[]).includes(ext));
}

/** Why a document may not go: another type, the total size passed, or one file too many; `name` is the file's. */
export type DocumentRefusal = { name: string; reason: 'type' | 'size' | 'count' };

/** The first bytes `detectFileType` reads (the longest signature, PNG's, is 8). */
export const FILE_HEAD_BYTES = 16;

/**
 * What the rule knows of a document: its name and size, and its first bytes
 * once read (`head`), else its declared type (the picker, before reading).
 */
export interface DocumentFacts {
  name: string;
  size: number;
  type?: string;
  head?: Uint8Array;
}

/**
 * The one rule of a document upload, applied file by file in the order sent
 * (the browser before it sends anything, the server as the parts arrive):
 * at most `MAX_FILES_PER_UPLOAD` files, the total within `limitBytes`, and
 * each a PDF, JPEG or PNG, by its first bytes when they were read (a
 * renamed file is caught), else by its declared type or extension. `before`
 * is what the files ahead of this one hold.
 */
export function documentRefusal(
  file: DocumentFacts,
  before: { count: number; bytes: number },
  limitBytes = FILE_TOTAL_LIMIT_BYTES,
): DocumentRefusal | null {
  if (before.count >= MAX_FILES_PER_UPLOAD) return { name: file.name, reason: 'count' };
  if (before.bytes + file.size > limitBytes) return { name: file.name, reason: 'size' };
  const accepted = file.head ? detectFileType(file.head) !== undefined : isAcceptedDocument({ name: file.name, type: file.type ?? '' });
  return accepted ? null : { name: file.name, reason: 'type' };
}

/** The first file of a batch the rule refuses (`documentRefusal`), or null when all may go. */
export function firstDocumentRefusal(files: readonly DocumentFacts[], limitBytes = FILE_TOTAL_LIMIT_BYTES): DocumentRefusal | null {
  let bytes = 0;
  for (const [count, file] of files.entries()) {
    const refusal = documentRefusal(file, { count, bytes }, limitBytes);
    if (refusal) return refusal;
    bytes += file.size;
  }
  return null;
}

/**
 * Screens files a person adds to those already chosen (`documentRefusal`,
 * by declared type): a file of another type is refused, and so is one that
 * would take the total over the limit or the count over the most; the
 * others are kept, in order.
 */
export function screenDocuments<F extends { name: string; type: string; size: number }>(
  chosen: readonly { size: number }[],
  added: readonly F[],
  limitBytes = FILE_TOTAL_LIMIT_BYTES,
): { accepted: F[]; refused: DocumentRefusal[] } {
  let count = chosen.length;
  let bytes = chosen.reduce((sum, f) => sum + f.size, 0);
  const accepted: F[] = [];
  const refused: DocumentRefusal[] = [];
  for (const file of added) {
    const refusal = documentRefusal(file, { count, bytes }, limitBytes);
    if (refusal) refused.push(refusal);
    else {
      accepted.push(file);
      count += 1;
      bytes += file.size;
    }
  }
  return { accepted, refused };
}

/** The file-name extension a stored document of this type is given: the type's first in the one rule above. */
export function extensionOf(type: AcceptedFileType): string {
  return ACCEPTED_FILES.find((f) => f.type === type)!.extensions[0];
}

/** Is `type` one the upload accepts (a stored row's content type, read back)? */
export function isAcceptedFileType(type: string): type is AcceptedFileType {
  return (ACCEPTED_FILE_TYPES as readonly string[]).includes(type);
}

/**
 * The name a document is kept and downloaded under: the uploader's name
 * with the extension of the type its content was recognised as
 * (`detectFileType`), so a PDF named `polyglot.html` is `polyglot.pdf` and a
 * PNG named `retrato` is `retrato.png`. An extension the type already has
 * (`foto.JPEG` for a JPEG) is kept as written; any other last extension is
 * replaced. At most `maxLength` characters, the extension included.
 */
export function fileNameForType(name: string, type: AcceptedFileType, maxLength = 120): string {
  const accepted = ACCEPTED_FILES.find((f) => f.type === type)!;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if ((accepted.extensions as readonly string[]).includes(extension) && name.length <= maxLength) return name;
  const base = (dot > 0 ? name.slice(0, dot) : name).trim() || 'documento';
  const suffix = `.${extensionOf(type)}`;
  const kept = base.slice(0, maxLength - suffix.length);
  // `contrato.pdf.svg` → `contrato.pdf`: the base already ends with the type's extension.
  const inner = kept.lastIndexOf('.');
  if (inner > 0 && (accepted.extensions as readonly string[]).includes(kept.slice(inner + 1).toLowerCase())) return kept;
  return `${kept}${suffix}`;
}

/** Whether files of these sizes fit the total limit. */
export function withinTotalLimit(sizes: readonly number[], limitBytes = FILE_TOTAL_LIMIT_BYTES): boolean {
  return sizes.reduce((a, b) => a + b, 0) <= limitBytes;
}

/** The storage service of uploaded lead documents (the `service` of the answer and the download path). */
export const DOCUMENTS_SERVICE = 'lead-documents';

/** A folder of an upload: names of letters, digits, '-' and '_' joined by '/'; never '..', '.', an absolute path or odd characters. */
export function isUploadPath(value: string): boolean {
  return value.length <= 200 && /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(value);
}

/** (The server words its refusal with `labels.validation.uploadPath`: this module imports no labels, the labels import it.) */
const UploadPath = refine(string(), 'uploadPath', isUploadPath);

/** The JSON part of an upload: where the files belong. */
export const UploadTarget = object({
  root_path: optional(UploadPath),
  sub_path: optional(UploadPath),
});
export type UploadTarget = Infer<typeof UploadTarget>;

export const UploadedFile = object({ id: string(), service: string() });
export type UploadedFile = Infer<typeof UploadedFile>;
export const UploadAnswer = array(UploadedFile);

export const FileDownloadParams = object({
  service: pattern(size(string(), 1, 60), /^[a-z0-9-]+$/),
  id: pattern(string(), /^[0-9a-f-]{36}$/),
});
export const FileDownloadQuery = object({ download_type: optional(enums(['SUB_PATH'])) });

/** The uploaded file a download address names (`fileDownloadPath`, with or without the API's origin), or null. */
export function uploadedFileOf(url: string): UploadedFile | null {
  const m = /\/api\/v1\/file\/download\/([a-z0-9-]{1,60})\/([0-9a-f-]{36})(?:\?|$)/.exec(url);
  return m ? { service: decodeURIComponent(m[1]!), id: m[2]! } : null;
}

/** The download address of an uploaded file (spec 001 §7). */
export function fileDownloadPath(file: UploadedFile): string {
  return `/api/v1/file/download/${encodeURIComponent(file.service)}/${encodeURIComponent(file.id)}?download_type=SUB_PATH`;
}

/**
 * The lead form's upload grant (`POST /api/file/upload-grant`): a short-lived
 * signed permission to upload, for this client and this upload's
 * Idempotency-Key, sent back in the `Upload-Grant` header.
 */
export const UPLOAD_GRANT_HEADER = 'upload-grant';
export const UPLOAD_GRANT_PATH = '/api/file/upload-grant';
export const UPLOAD_GRANT_TTL_MS = 15 * 60 * 1000;
/** The upload's Idempotency-Key (models/lead/lead-submission.ts `IDEMPOTENCY_KEY_PATTERN`). */
export const UploadGrantRequest = object({ key: pattern(string(), /^[A-Za-z0-9_:.-]{8,200}$/) });
export type UploadGrantRequest = Infer<typeof UploadGrantRequest>;
export const UploadGrantAnswer = object({ grant: pattern(size(string(), 1, 400), /^[A-Za-z0-9_.-]+$/), expiresAt: string() });
export type UploadGrantAnswer = Infer<typeof UploadGrantAnswer>;
