import { CONVERSATION_SIDES, type ConversationSide } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ConversationAttachment } from './conversation-attachment.entity';

/**
 * One message of a client's thread with the firm (one thread per client, keyed by the
 * client's user id). `side` says who wrote it; `authorUserId` which account (kept as a
 * number: a message outlives a staff account). Goes with the client (cascade).
 */
@Entity('conversation_messages')
@Index('IDX_conversation_messages_client_id', ['clientUserId', 'id'])
export class ConversationMessage {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_conversation_messages' })
  id: number;

  @Column({ type: 'integer' })
  clientUserId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_user_id', foreignKeyConstraintName: 'FK_conversation_messages_client' })
  client?: Relation<User>;

  @Column({ type: 'integer', nullable: true })
  authorUserId: number | null;

  @Column({ type: 'enum', enum: CONVERSATION_SIDES, enumName: 'conversation_side' })
  side: ConversationSide;

  @Column({ type: 'text', default: '' })
  text: string;

  @OneToMany(() => ConversationAttachment, (a) => a.message)
  attachments?: Relation<ConversationAttachment[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
