/** Uploaded documents: where each is stored, who uploaded it, from which address, and the lead that carries it. */
import { uploadedFileOf } from '../../models/documents/files';
import { likeEscape, type Queryable } from '../db/database';

export interface NewUpload {
  id: string;
  service: string;
  rootPath: string | null;
  subPath: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageName: string;
  ownerUserId: string | null;
  ownerTokenHash: string | null;
  /** The client address it came from (the per-address quota). */
  clientAddress: string;
}

export async function insertUpload(tx: Queryable, u: NewUpload): Promise<void> {
  await tx.query(
    `INSERT INTO uploads (id, service, root_path, sub_path, file_name, content_type, size_bytes, storage_name, owner_user_id, owner_token_hash, client_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [u.id, u.service, u.rootPath, u.subPath, u.fileName, u.contentType, u.sizeBytes, u.storageName, u.ownerUserId, u.ownerTokenHash, u.clientAddress],
  );
}

/** Marks the uploads a lead's document addresses name as the lead's (in the lead's transaction): they are no longer orphans. */
export async function attachLeadDocuments(tx: Queryable, leadId: string, documentUrls: readonly string[]): Promise<void> {
  const files = documentUrls.map(uploadedFileOf).filter((f) => f !== null);
  if (files.length === 0) return;
  await tx.query(
    `UPDATE uploads SET lead_id = $1
      WHERE lead_id IS NULL AND (service, id) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
    [leadId, files.map((f) => f.service), files.map((f) => f.id)],
  );
}

/** Bytes received from a client address, and from everyone, since `since`. */
export async function uploadedBytesSince(db: Queryable, address: string, since: Date): Promise<{ address: number; total: number }> {
  const { rows } = await db.query<{ address: string | number; total: string | number }>(
    `SELECT COALESCE(sum(size_bytes) FILTER (WHERE client_address = $1), 0) AS address, COALESCE(sum(size_bytes), 0) AS total
       FROM uploads WHERE created_at > $2::timestamptz`,
    [address, since.toISOString()],
  );
  return { address: Number(rows[0]?.address ?? 0), total: Number(rows[0]?.total ?? 0) };
}

/** Removes the uploads of no lead older than `before`; answers their stored file names (the caller removes the files). */
export async function removeOrphanUploads(db: Queryable, before: Date): Promise<string[]> {
  const { rows } = await db.query<{ storage_name: string }>(
    'DELETE FROM uploads WHERE lead_id IS NULL AND created_at < $1::timestamptz RETURNING storage_name',
    [before.toISOString()],
  );
  return rows.map((r) => r.storage_name);
}

/** Which of these stored file names the database still knows. */
export async function knownStorageNames(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await db.query<{ storage_name: string }>('SELECT storage_name FROM uploads WHERE storage_name = ANY($1::text[])', [names]);
  return new Set(rows.map((r) => r.storage_name));
}

export interface StoredUpload {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageName: string;
  ownerUserId: string | null;
  ownerTokenHash: string | null;
}

export async function findUpload(db: Queryable, service: string, id: string): Promise<StoredUpload | undefined> {
  const { rows } = await db.query<{
    file_name: string;
    content_type: string;
    size_bytes: number;
    storage_name: string;
    owner_user_id: string | null;
    owner_token_hash: string | null;
  }>('SELECT file_name, content_type, size_bytes, storage_name, owner_user_id, owner_token_hash FROM uploads WHERE id = $1 AND service = $2', [id, service]);
  const r = rows[0];
  return r
    ? {
        fileName: r.file_name,
        contentType: r.content_type,
        sizeBytes: r.size_bytes,
        storageName: r.storage_name,
        ownerUserId: r.owner_user_id,
        ownerTokenHash: r.owner_token_hash,
      }
    : undefined;
}

/** Is this file one a lead of the dealer carries (`documents_url`)? Its sellers may then download it. */
export async function isDealerLeadDocument(db: Queryable, dealerCode: string, service: string, fileId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM leads l, jsonb_array_elements_text(CASE WHEN jsonb_typeof(l.body->'documents_url') = 'array' THEN l.body->'documents_url' ELSE '[]'::jsonb END) AS u(url)
      WHERE l.dealer_code = $1 AND (u.url LIKE $2 OR u.url LIKE $2 || '?%') LIMIT 1`,
    [dealerCode, `%/api/v1/file/download/${likeEscape(encodeURIComponent(service))}/${likeEscape(encodeURIComponent(fileId))}`],
  );
  return rows.length > 0;
}
