import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.deletion_requested_at: an account whose owner asked for deletion is gone for
 * every lookup at once (login, sessions, reset links) while the deletion job cancels its
 * Stripe subscription, removes its bank items, then its rows and files.
 */
export class AccountDeletionRequested1795466243255 implements MigrationInterface {
  name = 'AccountDeletionRequested1795466243255';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "deletion_requested_at" TIMESTAMP WITH TIME ZONE
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "deletion_requested_at"
        `);
  }
}
