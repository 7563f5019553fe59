import { CategoryType, enumValues } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Submission } from './submission.entity';

@Entity('additional_categories')
export class AdditionalCategory {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  submissionId: number;

  @ManyToOne(() => Submission, (s) => s.additionalCategories, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Relation<Submission>;

  @Column({ type: 'enum', enum: enumValues(CategoryType), enumName: 'category_type' })
  type: CategoryType;

  @Column({ type: 'varchar', length: 100 })
  categoryName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
