import { CallRequestStatus, enumValues } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('call_requests')
export class CallRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Index()
  @Column({ type: 'date' })
  preferredDate: string;

  /** "HH:00", one of the 24 whole hours. */
  @Column({ type: 'varchar', length: 5 })
  preferredTime: string;

  /** IANA time zone name, for example America/Toronto. */
  @Column({ type: 'varchar', length: 64 })
  timezone: string;

  @Index()
  @Column({ type: 'enum', enum: enumValues(CallRequestStatus), enumName: 'call_request_status', default: CallRequestStatus.PENDING })
  status: CallRequestStatus;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
