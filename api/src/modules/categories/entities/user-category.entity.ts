import { CategoryType, enumValues, type SystemCategoryKey } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** Name of the unique index on (user_id, type, lower(category_name)): one name per type, any case. */
export const CATEGORY_NAME_UNIQUE_INDEX = 'UQ_user_categories_user_type_lower_name';

@Entity('user_categories')
@Index(['userId', 'type', 'categoryName'], { unique: true })
// An expression index TypeORM cannot describe; created by migration AddCategorizationMemory.
@Index(CATEGORY_NAME_UNIQUE_INDEX, { synchronize: false })
@Index('UQ_user_categories_system_key', ['userId', 'systemKey'], { unique: true })
export class UserCategory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'enum', enum: enumValues(CategoryType), enumName: 'category_type' })
  type: CategoryType;

  @Column({ type: 'varchar', length: 100 })
  categoryName: string;

  /** Set on the system categories every client has (SYSTEM_CATEGORIES): they post to the balance sheet and cannot be renamed, retyped or deleted. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  systemKey: SystemCategoryKey | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
