/** Uploaded documents: where each is stored and who uploaded it. */
import type { Queryable } from '../db/database';

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
}

export async function insertUpload(tx: Queryable, u: NewUpload): Promise<void> {
  await tx.query(
    `INSERT INTO uploads (id, service, root_path, sub_path, file_name, content_type, size_bytes, storage_name, owner_user_id, owner_token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [u.id, u.service, u.rootPath, u.subPath, u.fileName, u.contentType, u.sizeBytes, u.storageName, u.ownerUserId, u.ownerTokenHash],
  );
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
