import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import { APPLY_LEDGER_CHANGES, ledgerChangesJobId } from './ledger.jobs';
import { LedgerRepository } from './ledger.repository';

/**
 * Delivers the ledger-changes job. What must happen after a change is already durable: the
 * trigger on ledger_entries wrote the outbox row in the change's own transaction. This
 * only brings the job sooner: right after a commit that wrote through join() / leave(),
 * after a decision, after a bank sync. A delivery lost (a crash after the commit, Redis
 * away) is made up by the reconciler, which enqueues the drain of every client with rows.
 */
@Injectable()
export class LedgerChangesService implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger('LedgerChanges');
  /** Clients whose changes wait for their transaction to commit, by the transaction's runner. */
  private readonly awaitingCommit = new WeakMap<QueryRunner, Set<number>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly repository: LedgerRepository,
  ) {}

  /** TypeORM tells subscribers when a transaction commits: the moment the job may see the change. */
  onModuleInit(): void {
    this.db.subscribers.push(this);
  }

  /** Enqueues the client's drain (merged with one already waiting). A failure is logged: the reconciler delivers it later. */
  async deliver(userId: number): Promise<void> {
    try {
      await this.jobs.enqueue(APPLY_LEDGER_CHANGES, { userId }, { jobId: ledgerChangesJobId(userId), rerunAfterFinish: true, runAgainIfRunning: true });
    } catch (error) {
      this.logger.warn(`User ${userId}: books changed, drain not enqueued now (the reconciler will): ${(error as Error).message}`);
    }
  }

  /** Delivers once `manager`'s transaction has committed (at once when it runs outside one). */
  async deliverAfterCommit(manager: EntityManager, userId: number): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return this.deliver(userId);
    const users = this.awaitingCommit.get(runner) ?? new Set<number>();
    users.add(userId);
    this.awaitingCommit.set(runner, users);
  }

  /**
   * A change of the books the trigger on ledger_entries cannot see (a receipt linked to or
   * unlinked from a transaction): recorded in the outbox in `manager`'s transaction, for the
   * months of `dates`, and delivered after its commit, so the months' pending reports rebuild.
   */
  async recordChange(manager: EntityManager, userId: number, dates: readonly string[]): Promise<void> {
    if (!dates.length) return;
    await this.repository.recordChanges(manager, userId, dates);
    await this.deliverAfterCommit(manager, userId);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint released inside a transaction: the outer one has not committed yet.
    if (event.queryRunner.isTransactionActive) return;
    const users = this.awaitingCommit.get(event.queryRunner);
    if (!users) return;
    this.awaitingCommit.delete(event.queryRunner);
    for (const userId of users) await this.deliver(userId);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.awaitingCommit.delete(event.queryRunner);
  }

  /** For the reconciler: a drain for every client whose outbox has rows. */
  @Reconciles(APPLY_LEDGER_CHANGES)
  async inProgress(): Promise<InProgressWork<{ userId: number }>[]> {
    return (await this.repository.usersWithChanges()).map((userId) => ({ jobId: ledgerChangesJobId(userId), payload: { userId } }));
  }
}
