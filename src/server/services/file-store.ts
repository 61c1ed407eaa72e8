import { randomUUID } from 'node:crypto';
import type { FileKind } from '@contract/files';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { STORED_EXTENSIONS } from '../file-content';
import type { UploadedFile } from '../multipart';

/** A database handle or a transaction of one (the store writes inside the caller's transaction). */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A stored file's description (without its bytes). */
export interface StoredFileInfo {
  id: number;
  ownerId: number;
  kind: FileKind;
  /** the name the server chose */
  storedName: string;
  /** the name the candidate's file had */
  originalName: string;
  size: number;
}

export interface StoredFile extends StoredFileInfo {
  bytes: Uint8Array;
}

/**
 * Where uploads are kept. Every method takes the database handle or the transaction it works
 * in, so a step's save and its file replacement are one transaction. The default keeps the
 * bytes in the database, which every server instance sharing it sees alike.
 */
export interface FileStore {
  /** Stores an upload for its owner under a name the server chooses; answers its id. */
  put(db: DbOrTx, ownerId: number, file: UploadedFile): Promise<number>;
  /** The file with its bytes, only when `ownerId` owns it; null otherwise. */
  get(db: DbOrTx, id: number, ownerId: number): Promise<StoredFile | null>;
  /** Descriptions of the owner's files among `ids` (for answers that name saved files). */
  describe(db: DbOrTx, ids: readonly number[], ownerId: number): Promise<Map<number, StoredFileInfo>>;
  /** Removes the owner's file (nothing when it is not theirs or gone). */
  delete(db: DbOrTx, id: number, ownerId: number): Promise<void>;
}

const infoColumns = {
  id: files.id,
  ownerId: files.ownerId,
  kind: files.kind,
  storedName: files.storedName,
  originalName: files.originalName,
  size: files.size,
};

/** The default store: a `files` table holding the bytes (bytea). */
export const databaseFileStore: FileStore = {
  async put(db, ownerId, file) {
    const [row] = await db
      .insert(files)
      .values({
        ownerId,
        kind: file.kind,
        storedName: `${randomUUID()}${STORED_EXTENSIONS[file.kind]}`,
        originalName: file.name,
        size: file.size,
        bytes: file.bytes,
      })
      .returning({ id: files.id });
    return row.id;
  },

  async get(db, id, ownerId) {
    const [row] = await db
      .select({ ...infoColumns, bytes: files.bytes })
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, ownerId)));
    return row ? { ...row, kind: row.kind as FileKind } : null;
  },

  async describe(db, ids, ownerId) {
    const found = new Map<number, StoredFileInfo>();
    if (ids.length === 0) return found;
    const rows = await db
      .select(infoColumns)
      .from(files)
      .where(and(inArray(files.id, [...ids]), eq(files.ownerId, ownerId)));
    for (const row of rows) found.set(row.id, { ...row, kind: row.kind as FileKind });
    return found;
  },

  async delete(db, id, ownerId) {
    await db.delete(files).where(and(eq(files.id, id), eq(files.ownerId, ownerId)));
  },
};
