import { MigrationInterface, QueryRunner } from 'typeorm';

export class SyncRequestsAndMailOutbox1795587740581 implements MigrationInterface {
  name = 'SyncRequestsAndMailOutbox1795587740581';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "mail_outbox" (
                "message_id" character varying(255) NOT NULL,
                "message" jsonb NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "failed_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_3c364b2c15ecfabf0b12e8b18a2" PRIMARY KEY ("message_id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items"
            ADD "sync_requested_at" TIMESTAMP WITH TIME ZONE
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "bank_items" DROP COLUMN "sync_requested_at"
        `);
    await queryRunner.query(`
            DROP TABLE "mail_outbox"
        `);
  }
}
