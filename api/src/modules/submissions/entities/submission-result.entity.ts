import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Submission } from './submission.entity';

/**
 * Each PDF + CSV pair staff delivered for a submission. The latest is also on the
 * submission (resultPdfUrl/resultCsvUrl); earlier ones stay here as history.
 */
@Entity('submission_results')
@Index(['submissionId', 'createdAt'])
export class SubmissionResult {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  submissionId: number;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Relation<Submission>;

  @Column({ type: 'varchar', length: 255 })
  pdfKey: string;

  @Column({ type: 'varchar', length: 255 })
  csvKey: string;

  /** The staff member who delivered it; kept (as null) if their account goes. */
  @Index()
  @Column({ type: 'integer', nullable: true })
  deliveredBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'delivered_by' })
  deliverer?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
