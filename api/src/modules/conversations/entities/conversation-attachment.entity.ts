import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ConversationMessage } from './conversation-message.entity';

/** A document attached to a message: its stored file (FileStorage's random key), the name the sender gave it, its recognised type. */
@Entity('conversation_attachments')
@Index('IDX_conversation_attachments_message', ['messageId'])
export class ConversationAttachment {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_conversation_attachments' })
  id: number;

  @Column({ type: 'integer' })
  messageId: number;

  @ManyToOne(() => ConversationMessage, (m) => m.attachments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id', foreignKeyConstraintName: 'FK_conversation_attachments_message' })
  message?: Relation<ConversationMessage>;

  @Column({ type: 'varchar', length: 255 })
  storageKey: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  size: number;
}
