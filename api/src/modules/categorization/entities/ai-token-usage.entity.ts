import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** OpenAI tokens used for one client in one calendar month (UTC), against AI_MONTHLY_TOKEN_CAP. */
@Entity('ai_token_usage')
@Index(['userId', 'month'], { unique: true })
export class AiTokenUsage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** YYYY-MM */
  @Column({ type: 'char', length: 7 })
  month: string;

  @Column({ type: 'integer', default: 0 })
  requests: number;

  @Column({ type: 'bigint', default: 0 })
  promptTokens: string;

  @Column({ type: 'bigint', default: 0 })
  cachedTokens: string;

  @Column({ type: 'bigint', default: 0 })
  completionTokens: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
