import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';
import { Submission } from './submission.entity';

@Entity('manual_transactions')
export class ManualTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  submissionId: number;

  @ManyToOne(() => Submission, (s) => s.manualTransactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Relation<Submission>;

  @Column({ type: 'date' })
  transactionDate: string;

  @Column({ type: 'varchar', length: 255 })
  transactionName: string;

  @Column({ type: 'varchar', length: 64 })
  province: string;

  @Column(MONEY)
  amount: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
