import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * stripe_subscription_states: per Stripe subscription, the status the webhook last applied
 * and that event's `created`, so an older event or one after the subscription ended
 * changes nothing (issue 7, events out of order).
 * reported_purchases: one row per purchase sent to Meta (unique key), so each purchase
 * conversion goes out once, with the value the server set.
 */
export class StripeEventOrderAndReportedPurchases1795466328685 implements MigrationInterface {
  name = 'StripeEventOrderAndReportedPurchases1795466328685';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "stripe_subscription_states" (
                "subscription_id" character varying(255) NOT NULL,
                "user_id" integer NOT NULL,
                "status" character varying(32) NOT NULL,
                "last_event_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "last_event_id" character varying(255) NOT NULL,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_db092bd0fa7f4dbe741980c4904" PRIMARY KEY ("subscription_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0e7803e0f22f41fededc2fbe56" ON "stripe_subscription_states" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "reported_purchases" (
                "id" SERIAL NOT NULL,
                "purchase_key" character varying(300) NOT NULL,
                "user_id" integer NOT NULL,
                "value" numeric(10, 2) NOT NULL,
                "currency" character varying(3) NOT NULL,
                "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_acd92284b74d4cc8831e26bb81b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_41b194883daacde4c224057c2c" ON "reported_purchases" ("purchase_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_09f779fe23748bc345318c8a40" ON "reported_purchases" ("user_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "stripe_subscription_states"
            ADD CONSTRAINT "FK_0e7803e0f22f41fededc2fbe56b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "reported_purchases"
            ADD CONSTRAINT "FK_09f779fe23748bc345318c8a401" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "reported_purchases" DROP CONSTRAINT "FK_09f779fe23748bc345318c8a401"
        `);
    await queryRunner.query(`
            ALTER TABLE "stripe_subscription_states" DROP CONSTRAINT "FK_0e7803e0f22f41fededc2fbe56b"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_09f779fe23748bc345318c8a40"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_41b194883daacde4c224057c2c"
        `);
    await queryRunner.query(`
            DROP TABLE "reported_purchases"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0e7803e0f22f41fededc2fbe56"
        `);
    await queryRunner.query(`
            DROP TABLE "stripe_subscription_states"
        `);
  }
}
