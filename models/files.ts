/**
 * Document upload (spec 001 §5.4 "File input", §7 "file/upload"): the
 * accepted types, recognised by their first bytes (never by the name or
 * the declared type), and the 25 MB total per request.
 */
import { array, enums, object, optional, pattern, size, string, type Infer } from 'superstruct';

export const FILE_TOTAL_LIMIT_MB = 25;
export const FILE_TOTAL_LIMIT_BYTES = FILE_TOTAL_LIMIT_MB * 1024 * 1024;
/** Files one bulk upload may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

export const ACCEPTED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];
/** The `accept` attribute of the file input (a hint; the server checks the content). */
export const FILE_INPUT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const MAGIC: ReadonlyArray<{ type: AcceptedFileType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The file's type by its content, or undefined when it is none of PDF, JPEG, PNG. */
export function detectFileType(head: Uint8Array): AcceptedFileType | undefined {
  return MAGIC.find((m) => m.bytes.length <= head.length && m.bytes.every((b, i) => head[i] === b))?.type;
}

export function extensionOf(type: AcceptedFileType): string {
  return type === 'application/pdf' ? 'pdf' : type === 'image/jpeg' ? 'jpg' : 'png';
}

/** Whether files of these sizes fit the total limit. */
export function withinTotalLimit(sizes: readonly number[], limitBytes = FILE_TOTAL_LIMIT_BYTES): boolean {
  return sizes.reduce((a, b) => a + b, 0) <= limitBytes;
}

/** The storage service of uploaded lead documents (the `service` of the answer and the download path). */
export const DOCUMENTS_SERVICE = 'lead-documents';

/** The JSON part of an upload: where the files belong. */
export const UploadTarget = object({
  root_path: optional(pattern(size(string(), 1, 200), /^[A-Za-z0-9_./-]+$/)),
  sub_path: optional(pattern(size(string(), 1, 200), /^[A-Za-z0-9_./-]+$/)),
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

/** The download address of an uploaded file (spec 001 §7). */
export function fileDownloadPath(file: UploadedFile): string {
  return `/api/v1/file/download/${encodeURIComponent(file.service)}/${encodeURIComponent(file.id)}?download_type=SUB_PATH`;
}
