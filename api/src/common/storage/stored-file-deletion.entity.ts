import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A stored file whose rows are gone, waiting to be removed from storage. Written in the
 * transaction that deletes the rows (by StoredFileDeletions.record, or by a trigger where
 * rows go by cascade: a question's receipt), so a crash after the commit cannot leave a file
 * that nothing names. Removed once storage has removed the file.
 */
@Entity('stored_file_deletions')
export class StoredFileDeletion {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_stored_file_deletions' })
  key: string;

  @CreateDateColumn({ type: 'timestamptz' })
  queuedAt: Date;
}
