import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9: what the categorization engine learns per client (memory), OpenAI token use
 * per client and month, and per-row category confidence/source on csv_transactions.
 * Also one category name per (user, type) in any case, for the 409 on duplicates.
 */
export class AddCategorizationMemory1795454708724 implements MigrationInterface {
  name = 'AddCategorizationMemory1795454708724';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_272a3cd02c420887fdc134d389"
        `);
    await queryRunner.query(`
            CREATE TABLE "ai_token_usage" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "month" character(7) NOT NULL,
                "requests" integer NOT NULL DEFAULT '0',
                "prompt_tokens" bigint NOT NULL DEFAULT '0',
                "cached_tokens" bigint NOT NULL DEFAULT '0',
                "completion_tokens" bigint NOT NULL DEFAULT '0',
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_5461e6594a88673f3cbe86a96ae" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_00d378cc13b5e9a8c1f9b969d0" ON "ai_token_usage" ("user_id", "month")
        `);
    await queryRunner.query(`
            CREATE TABLE "categorization_memory" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "merchant_key" character varying(200) NOT NULL,
                "category_id" integer,
                "category_name" character varying(100) NOT NULL,
                "source" character varying(16) NOT NULL,
                "count" integer NOT NULL DEFAULT '1',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_98793df8b69780f807cbdd82bc3" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d25cf25b120e18d42f0809e02d" ON "categorization_memory" ("category_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a1ac520bde8e55dabfb04dcd04" ON "categorization_memory" ("user_id", "merchant_key")
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads"
            ADD "review_count" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions"
            ADD "row_index" integer
        `);
    // Rows stored before this migration keep their insertion order.
    await queryRunner.query(`
            UPDATE "csv_transactions" t SET "row_index" = s.rn
            FROM (SELECT "id", row_number() OVER (PARTITION BY "csv_upload_id" ORDER BY "id") - 1 AS rn FROM "csv_transactions") s
            WHERE t."id" = s."id"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions" ALTER COLUMN "row_index" SET NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions"
            ADD "confidence" real
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions"
            ADD "source" character varying(16)
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions"
            ADD "merchant_key" character varying(200)
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_01019f38c29f4cf37ad4c87916" ON "csv_transactions" ("csv_upload_id", "row_index")
        `);
    await queryRunner.query(`
            ALTER TABLE "ai_token_usage"
            ADD CONSTRAINT "FK_100bb5c26607312fbb83e5d6159" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "categorization_memory"
            ADD CONSTRAINT "FK_62acb5fdd9c436da94bd5673546" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "categorization_memory"
            ADD CONSTRAINT "FK_d25cf25b120e18d42f0809e02dc" FOREIGN KEY ("category_id") REFERENCES "user_categories"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_user_categories_user_type_lower_name" ON "user_categories" ("user_id", "type", lower("category_name"))
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."UQ_user_categories_user_type_lower_name"
        `);
    await queryRunner.query(`
            ALTER TABLE "categorization_memory" DROP CONSTRAINT "FK_d25cf25b120e18d42f0809e02dc"
        `);
    await queryRunner.query(`
            ALTER TABLE "categorization_memory" DROP CONSTRAINT "FK_62acb5fdd9c436da94bd5673546"
        `);
    await queryRunner.query(`
            ALTER TABLE "ai_token_usage" DROP CONSTRAINT "FK_100bb5c26607312fbb83e5d6159"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_01019f38c29f4cf37ad4c87916"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions" DROP COLUMN "merchant_key"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions" DROP COLUMN "source"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions" DROP COLUMN "confidence"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions" DROP COLUMN "row_index"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads" DROP COLUMN "review_count"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_a1ac520bde8e55dabfb04dcd04"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_d25cf25b120e18d42f0809e02d"
        `);
    await queryRunner.query(`
            DROP TABLE "categorization_memory"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_00d378cc13b5e9a8c1f9b969d0"
        `);
    await queryRunner.query(`
            DROP TABLE "ai_token_usage"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_272a3cd02c420887fdc134d389" ON "csv_transactions" USING btree ("csv_upload_id")
        `);
  }
}
