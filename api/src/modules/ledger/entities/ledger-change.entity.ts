import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The outbox of "the books changed": one row per client and month whose ledger rows
 * changed, written by a trigger on ledger_entries in the same transaction as the change.
 * The ledger-changes job drains it (flags duplicates, requests the rebuilds of pending
 * reports) and then deletes exactly the rows it read. No foreign key to users: an account
 * deletion's cascade writes rows here while the user goes (the drain forgets them).
 */
@Entity('ledger_changes')
@Index('IDX_ledger_changes_user', ['userId', 'id'])
export class LedgerChange {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_ledger_changes' })
  id: string;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'integer' })
  year: number;

  /** 1-12 */
  @Column({ type: 'integer' })
  month: number;

  /** Recorded because the client's tax picture changed (profile, province, a treatment): the drain posts the month's rows again. */
  @Column({ type: 'boolean', default: false })
  booksRepost: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
