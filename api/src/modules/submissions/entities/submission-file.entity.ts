import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { EditRequest } from './edit-request.entity';
import { Submission } from './submission.entity';

export const SubmissionFileRole = {
  DOCUMENT: 'document',
  EDIT_ATTACHMENT: 'edit_attachment',
  RESULT_PDF: 'result_pdf',
  RESULT_CSV: 'result_csv',
  MANUAL_TRANSACTIONS_CSV: 'manual_transactions_csv',
  ADDITIONAL_CATEGORIES_CSV: 'additional_categories_csv',
} as const;
export type SubmissionFileRole = (typeof SubmissionFileRole)[keyof typeof SubmissionFileRole];

/**
 * Every stored file of a submission, by storage key: who may read it (the submission's
 * owner and staff), what to call it and which Content-Type it was recognised as. The
 * JSON columns of the spec (`documents`) stay for reading; this table answers
 * `/uploads/{key}` with one indexed lookup.
 */
@Entity('submission_files')
export class SubmissionFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  submissionId: number;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Relation<Submission>;

  @Index()
  @Column({ type: 'integer', nullable: true })
  editRequestId: number | null;

  @ManyToOne(() => EditRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'edit_request_id' })
  editRequest?: Relation<EditRequest>;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  storageKey: string;

  @Column({ type: 'varchar', length: 32 })
  role: SubmissionFileRole;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  size: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
