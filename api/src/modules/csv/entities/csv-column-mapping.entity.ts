import type { CsvColumnMapping as Mapping } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A client's column mapping for a bank layout the server does not know, found again by the file's header shape. */
@Entity('csv_column_mappings')
@Index(['userId', 'headerKey'], { unique: true })
export class CsvColumnMapping {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** sha256 (hex) of the header shape: the header's names, or the width and date columns of a headerless file. */
  @Column({ type: 'character', length: 64 })
  headerKey: string;

  @Column({ type: 'jsonb' })
  mapping: Mapping;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
