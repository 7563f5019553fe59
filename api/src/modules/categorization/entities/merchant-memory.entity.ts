import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { UserCategory } from '../../categories/entities/user-category.entity';
import { User } from '../../users/entities/user.entity';

/**
 * How a memory entry was learned: a staff correction, the client's feedback on a report, the
 * client's answer to a question from their bookkeeper, a report staff approved, an AI answer.
 */
export const MemorySource = { STAFF: 'staff', FEEDBACK: 'feedback', CLIENT: 'client', APPROVED: 'approved', AI: 'ai' } as const;
export type MemorySource = (typeof MemorySource)[keyof typeof MemorySource];

/**
 * Which word replaces which: an entry is overwritten by a source of the same or a higher rank.
 * Staff outrank the client's own word (feedback and answers alike), which outranks approved work and AI.
 */
export const MEMORY_SOURCE_RANK: Record<MemorySource, number> = { ai: 0, approved: 1, feedback: 2, client: 2, staff: 3 };

/**
 * What the engine learned for one client: merchant key → category. It refers to the
 * category by id, so a rename keeps it; the name is kept too, for categories the client
 * does not own (a staff upload's page-only list) and for a category deleted then re-added.
 */
@Entity('categorization_memory')
@Index(['userId', 'merchantKey'], { unique: true })
export class MerchantMemory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 200 })
  merchantKey: string;

  @Index()
  @Column({ type: 'integer', nullable: true })
  categoryId: number | null;

  @ManyToOne(() => UserCategory, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<UserCategory> | null;

  @Column({ type: 'varchar', length: 100 })
  categoryName: string;

  @Column({ type: 'varchar', length: 16 })
  source: MemorySource;

  /** How many times this merchant was confirmed in this category. */
  @Column({ type: 'integer', default: 1 })
  count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
