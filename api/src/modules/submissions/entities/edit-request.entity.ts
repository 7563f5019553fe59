import { EditRequestStatus, enumValues } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { StoredDocument } from './submission.entity';
import { Submission } from './submission.entity';

@Entity('edit_requests')
@Index(['submissionId', 'createdAt'])
export class EditRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  submissionId: number;

  @ManyToOne(() => Submission, (s) => s.editRequests, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Relation<Submission>;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'enum', enum: enumValues(EditRequestStatus), enumName: 'edit_request_status', default: EditRequestStatus.PENDING })
  status: EditRequestStatus;

  @Column({ type: 'jsonb', nullable: true })
  documents: StoredDocument[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
