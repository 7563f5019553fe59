import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795314004536 implements MigrationInterface {
  name = 'InitialSchema1795314004536';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // citext makes the unique e-mail index case-insensitive.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "citext"`);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "sid" character varying(255) NOT NULL,
                "sess" json NOT NULL,
                "expire" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e5d612f5400fecdea71f98ad6c" ON "sessions" ("expire")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."webhook_provider" AS ENUM('stripe', 'plaid')
        `);
    await queryRunner.query(`
            CREATE TABLE "processed_webhook_events" (
                "id" SERIAL NOT NULL,
                "provider" "public"."webhook_provider" NOT NULL,
                "event_id" character varying(255) NOT NULL,
                "event_type" character varying(100) NOT NULL,
                "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_80f4f20ca1cace20dd6e3a714c1" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_1eef0d139de1881ee1ebd77cc3" ON "processed_webhook_events" ("provider", "event_id")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."call_request_status" AS ENUM('pending', 'completed')
        `);
    await queryRunner.query(`
            CREATE TABLE "call_requests" (
                "id" SERIAL NOT NULL,
                "first_name" character varying(100) NOT NULL,
                "last_name" character varying(100) NOT NULL,
                "phone" character varying(32) NOT NULL,
                "email" character varying(254) NOT NULL,
                "preferred_date" date NOT NULL,
                "preferred_time" character varying(5) NOT NULL,
                "timezone" character varying(64) NOT NULL,
                "status" "public"."call_request_status" NOT NULL DEFAULT 'pending',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_f9e7ee5721f64dd02189290d83c" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c072e2ec26f8ef26ca9f389c17" ON "call_requests" ("preferred_date")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a776ce8439070c02e74dec6299" ON "call_requests" ("status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_685a31eea216aafcf541a3c533" ON "call_requests" ("created_at")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."payment_plan" AS ENUM('MONTHLY', 'ANNUAL', 'NONE')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."registration_type" AS ENUM('PAID', 'COUPON')
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" SERIAL NOT NULL,
                "first_name" character varying(100) NOT NULL,
                "last_name" character varying(100) NOT NULL,
                "email" citext NOT NULL,
                "password_hash" character varying(255) NOT NULL,
                "phone" character varying(32) NOT NULL,
                "is_admin" boolean NOT NULL DEFAULT false,
                "payment_plan" "public"."payment_plan" NOT NULL DEFAULT 'NONE',
                "registration_type" "public"."registration_type" NOT NULL DEFAULT 'PAID',
                "tax_year_end_date" date,
                "gst_pst_owed" numeric(10, 2) NOT NULL DEFAULT '0',
                "payroll_tax_owed" numeric(10, 2) NOT NULL DEFAULT '0',
                "corporate_income_tax_owed" numeric(10, 2) NOT NULL DEFAULT '0',
                "has_completed_questionnaire" boolean NOT NULL DEFAULT false,
                "reset_token_hash" character varying(64),
                "reset_token_expiry" TIMESTAMP WITH TIME ZONE,
                "stripe_customer_id" character varying(255),
                "stripe_subscription_id" character varying(255),
                "subscription_status" character varying(32),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ef2fb839248017665e5033e730" ON "users" ("first_name")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0408cb491623b121499d4fa238" ON "users" ("last_name")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1b7c676ffb354a9cabc87b7da9" ON "users" ("is_admin")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_6432ae3a70f5fe4b14f32b7fdf" ON "users" ("payment_plan")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3a839372cc417e4ffd128a7e74" ON "users" ("registration_type")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_4c6f401ebf1b915a27dddea5fa" ON "users" ("reset_token_hash")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6ac6889bb68070e0d0f683e6e5" ON "users" ("stripe_customer_id")
            WHERE "stripe_customer_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c9b5b525a96ddc2c5647d7f7fa" ON "users" ("created_at")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."category_type" AS ENUM('REVENUE', 'EXPENSE')
        `);
    await queryRunner.query(`
            CREATE TABLE "user_categories" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "type" "public"."category_type" NOT NULL,
                "category_name" character varying(100) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_bfff3649c69b4d58dd0e7e1d35d" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9e5a579541ec3b2e597df1398d" ON "user_categories" ("user_id", "type", "category_name")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."csv_upload_status" AS ENUM('uploaded', 'processing', 'completed', 'failed')
        `);
    await queryRunner.query(`
            CREATE TABLE "csv_uploads" (
                "id" SERIAL NOT NULL,
                "file_name" character varying(255) NOT NULL,
                "file_path" text NOT NULL,
                "original_row_count" integer NOT NULL DEFAULT '0',
                "processed_row_count" integer NOT NULL DEFAULT '0',
                "progress" smallint NOT NULL DEFAULT '0',
                "status" "public"."csv_upload_status" NOT NULL DEFAULT 'uploaded',
                "failure_reason" text,
                "uploaded_by" integer NOT NULL,
                "categorized_data" jsonb,
                "categories" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "processed_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_a6174eec9ff39c7de98663d6b5e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9ce9f85fab73f4328f68a9167f" ON "csv_uploads" ("status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_da1c3f47e8c5be9e00ce2579cc" ON "csv_uploads" ("created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_6470e67c0b58c3d330c37a3d59" ON "csv_uploads" ("uploaded_by", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "csv_transactions" (
                "id" SERIAL NOT NULL,
                "csv_upload_id" integer NOT NULL,
                "transaction_date" date NOT NULL,
                "transaction_name" character varying(500) NOT NULL,
                "transaction_amount" numeric(10, 2) NOT NULL,
                "original_category" character varying(100),
                "ai_category" character varying(100),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_ebdd1e73ec823abfcc159b02fba" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_272a3cd02c420887fdc134d389" ON "csv_transactions" ("csv_upload_id")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."message_status" AS ENUM('unread', 'read')
        `);
    await queryRunner.query(`
            CREATE TABLE "messages" (
                "id" SERIAL NOT NULL,
                "first_name" character varying(100) NOT NULL,
                "last_name" character varying(100) NOT NULL,
                "email" character varying(254) NOT NULL,
                "phone" character varying(32) NOT NULL,
                "question" text NOT NULL,
                "status" "public"."message_status" NOT NULL DEFAULT 'unread',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "read_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_befd307485dbf0559d17e4a4d2" ON "messages" ("status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0777b63da90c27d6ed993dc60b" ON "messages" ("created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "account_visibility" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "account_id" character varying(255) NOT NULL,
                "is_hidden" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_c8c58e2b47d035cc6f0ac7fd1fd" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a3be2d7275e61f774b60393efe" ON "account_visibility" ("account_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6f6985a843010c5d52be478fee" ON "account_visibility" ("user_id", "account_id")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."bank_item_status" AS ENUM('active', 'needs_reconnection')
        `);
    await queryRunner.query(`
            CREATE TABLE "bank_items" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "item_id" character varying(255) NOT NULL,
                "access_token_encrypted" text NOT NULL,
                "institution_id" character varying(64),
                "institution_name" character varying(255),
                "status" "public"."bank_item_status" NOT NULL DEFAULT 'active',
                "transactions_cursor" text,
                "last_synced_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_1adb48b0b9af3080903066d836a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_fc222c2004fa20eb102c2cc441" ON "bank_items" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_cced927ac25922da16d2b0bc65" ON "bank_items" ("item_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d1fb4c35b0d1705416221a072a" ON "bank_items" ("status")
        `);
    await queryRunner.query(`
            CREATE TABLE "bank_transactions" (
                "id" SERIAL NOT NULL,
                "bank_account_id" integer NOT NULL,
                "transaction_id" character varying(255) NOT NULL,
                "amount" numeric(10, 2) NOT NULL,
                "date" date NOT NULL,
                "name" character varying(500) NOT NULL,
                "merchant_name" character varying(255),
                "pending" boolean NOT NULL DEFAULT false,
                "category" text array NOT NULL DEFAULT '{}',
                "category_id" character varying(64),
                "payment_channel" character varying(32),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_123cc87304eefb2c497b4acdd10" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_058c44f176e50e8b5cda1d3b66" ON "bank_transactions" ("transaction_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e453b04a4da69013c122031503" ON "bank_transactions" ("date")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0bee0a6fead9d274f4d80603e9" ON "bank_transactions" ("name")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_80706361c9a4346098177e37ef" ON "bank_transactions" ("bank_account_id", "date")
        `);
    await queryRunner.query(`
            CREATE TABLE "bank_accounts" (
                "id" SERIAL NOT NULL,
                "bank_item_id" integer NOT NULL,
                "account_id" character varying(255) NOT NULL,
                "name" character varying(255) NOT NULL,
                "mask" character varying(16),
                "type" character varying(32),
                "subtype" character varying(64),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_c872de764f2038224a013ff25ed" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_fc33f4eb37954048ba12e69cfa" ON "bank_accounts" ("bank_item_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_ef18f7932a6792d24652a704fb" ON "bank_accounts" ("account_id")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."report_status" AS ENUM('pending', 'approved', 'rejected')
        `);
    await queryRunner.query(`
            CREATE TABLE "monthly_reports" (
                "id" SERIAL NOT NULL,
                "report_id" character varying(64) NOT NULL,
                "user_id" integer NOT NULL,
                "year" smallint NOT NULL,
                "month" smallint NOT NULL,
                "start_date" date NOT NULL,
                "end_date" date NOT NULL,
                "transaction_count" integer NOT NULL DEFAULT '0',
                "accounts_included" jsonb NOT NULL DEFAULT '[]',
                "transactions_csv_url" text,
                "summary_csv_url" text,
                "status" "public"."report_status" NOT NULL DEFAULT 'pending',
                "admin_notes" text,
                "reviewed_by" integer,
                "reviewed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_76e9a3b482e0fac898924497b0" CHECK (
                    "month" BETWEEN 1 AND 12
                ),
                CONSTRAINT "PK_6d42f2bb59ee092e3349e2b8992" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9d09782b05871bf594688a41b0" ON "monthly_reports" ("report_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_38b511dfc06f79eec08a603840" ON "monthly_reports" ("status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_077c3a5d243c9979638308eb9b" ON "monthly_reports" ("reviewed_by")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b2eed407d2fbb199f05607fe8b" ON "monthly_reports" ("created_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_99d63ae3386792f965db39b84a" ON "monthly_reports" ("user_id", "year", "month")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."edit_request_status" AS ENUM('pending', 'resolved')
        `);
    await queryRunner.query(`
            CREATE TABLE "edit_requests" (
                "id" SERIAL NOT NULL,
                "submission_id" integer NOT NULL,
                "description" text NOT NULL,
                "status" "public"."edit_request_status" NOT NULL DEFAULT 'pending',
                "documents" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_f2ccaab89e4554f1550cdc15e08" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_021878ed4fc9fb0c3da6a95015" ON "edit_requests" ("submission_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "manual_transactions" (
                "id" SERIAL NOT NULL,
                "submission_id" integer NOT NULL,
                "transaction_date" date NOT NULL,
                "transaction_name" character varying(255) NOT NULL,
                "province" character varying(64) NOT NULL,
                "amount" numeric(10, 2) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_134fd6ab6bed919717026c0dcf4" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5e92afcd2a1b088d9cbc5f1195" ON "manual_transactions" ("submission_id")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."submission_status" AS ENUM('pending', 'completed', 'edit_requested')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid')
        `);
    await queryRunner.query(`
            CREATE TABLE "submissions" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "summary_name" character varying(255) NOT NULL,
                "documents" jsonb NOT NULL DEFAULT '[]',
                "status" "public"."submission_status" NOT NULL DEFAULT 'pending',
                "payment_status" "public"."payment_status" NOT NULL DEFAULT 'pending',
                "payment_intent_id" character varying(255),
                "result_pdf_url" text,
                "result_csv_url" text,
                "manual_transactions_csv_url" text,
                "additional_categories_csv_url" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_10b3be95b8b2fb1e482e07d706b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d4842916487f15fcca89b1a918" ON "submissions" ("status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_03790e3f068aba228d5988f8b8" ON "submissions" ("created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2d0945025af33731e11c6d6b28" ON "submissions" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "additional_categories" (
                "id" SERIAL NOT NULL,
                "submission_id" integer NOT NULL,
                "type" "public"."category_type" NOT NULL,
                "category_name" character varying(100) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_523f9dc0a6e2bf0a0b4c37f5a44" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_50d2c8dfd5ab48debb1eb140de" ON "additional_categories" ("submission_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "user_categories"
            ADD CONSTRAINT "FK_45435150cf9c026d714c9d847e6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads"
            ADD CONSTRAINT "FK_6190d167190ea3331de30254705" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions"
            ADD CONSTRAINT "FK_272a3cd02c420887fdc134d389e" FOREIGN KEY ("csv_upload_id") REFERENCES "csv_uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "account_visibility"
            ADD CONSTRAINT "FK_da8e5196bf0e42c7ffa8e6d2cb2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items"
            ADD CONSTRAINT "FK_fc222c2004fa20eb102c2cc4418" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions"
            ADD CONSTRAINT "FK_e341239e38ae297bc9e151c26a7" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_accounts"
            ADD CONSTRAINT "FK_fc33f4eb37954048ba12e69cfa9" FOREIGN KEY ("bank_item_id") REFERENCES "bank_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD CONSTRAINT "FK_5d44552635b1d6fd20932067540" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD CONSTRAINT "FK_077c3a5d243c9979638308eb9b5" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "edit_requests"
            ADD CONSTRAINT "FK_645418e030fe7df976f9a4a1a7a" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "manual_transactions"
            ADD CONSTRAINT "FK_5e92afcd2a1b088d9cbc5f1195b" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "submissions"
            ADD CONSTRAINT "FK_fca12c4ddd646dea4572c6815a9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "additional_categories"
            ADD CONSTRAINT "FK_50d2c8dfd5ab48debb1eb140de2" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "additional_categories" DROP CONSTRAINT "FK_50d2c8dfd5ab48debb1eb140de2"
        `);
    await queryRunner.query(`
            ALTER TABLE "submissions" DROP CONSTRAINT "FK_fca12c4ddd646dea4572c6815a9"
        `);
    await queryRunner.query(`
            ALTER TABLE "manual_transactions" DROP CONSTRAINT "FK_5e92afcd2a1b088d9cbc5f1195b"
        `);
    await queryRunner.query(`
            ALTER TABLE "edit_requests" DROP CONSTRAINT "FK_645418e030fe7df976f9a4a1a7a"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP CONSTRAINT "FK_077c3a5d243c9979638308eb9b5"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP CONSTRAINT "FK_5d44552635b1d6fd20932067540"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_accounts" DROP CONSTRAINT "FK_fc33f4eb37954048ba12e69cfa9"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions" DROP CONSTRAINT "FK_e341239e38ae297bc9e151c26a7"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items" DROP CONSTRAINT "FK_fc222c2004fa20eb102c2cc4418"
        `);
    await queryRunner.query(`
            ALTER TABLE "account_visibility" DROP CONSTRAINT "FK_da8e5196bf0e42c7ffa8e6d2cb2"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions" DROP CONSTRAINT "FK_272a3cd02c420887fdc134d389e"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads" DROP CONSTRAINT "FK_6190d167190ea3331de30254705"
        `);
    await queryRunner.query(`
            ALTER TABLE "user_categories" DROP CONSTRAINT "FK_45435150cf9c026d714c9d847e6"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_50d2c8dfd5ab48debb1eb140de"
        `);
    await queryRunner.query(`
            DROP TABLE "additional_categories"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_2d0945025af33731e11c6d6b28"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_03790e3f068aba228d5988f8b8"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_d4842916487f15fcca89b1a918"
        `);
    await queryRunner.query(`
            DROP TABLE "submissions"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."payment_status"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."submission_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_5e92afcd2a1b088d9cbc5f1195"
        `);
    await queryRunner.query(`
            DROP TABLE "manual_transactions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_021878ed4fc9fb0c3da6a95015"
        `);
    await queryRunner.query(`
            DROP TABLE "edit_requests"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."edit_request_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_99d63ae3386792f965db39b84a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_b2eed407d2fbb199f05607fe8b"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_077c3a5d243c9979638308eb9b"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_38b511dfc06f79eec08a603840"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_9d09782b05871bf594688a41b0"
        `);
    await queryRunner.query(`
            DROP TABLE "monthly_reports"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."report_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_ef18f7932a6792d24652a704fb"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_fc33f4eb37954048ba12e69cfa"
        `);
    await queryRunner.query(`
            DROP TABLE "bank_accounts"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_80706361c9a4346098177e37ef"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0bee0a6fead9d274f4d80603e9"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_e453b04a4da69013c122031503"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_058c44f176e50e8b5cda1d3b66"
        `);
    await queryRunner.query(`
            DROP TABLE "bank_transactions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_d1fb4c35b0d1705416221a072a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_cced927ac25922da16d2b0bc65"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_fc222c2004fa20eb102c2cc441"
        `);
    await queryRunner.query(`
            DROP TABLE "bank_items"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."bank_item_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_6f6985a843010c5d52be478fee"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_a3be2d7275e61f774b60393efe"
        `);
    await queryRunner.query(`
            DROP TABLE "account_visibility"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0777b63da90c27d6ed993dc60b"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_befd307485dbf0559d17e4a4d2"
        `);
    await queryRunner.query(`
            DROP TABLE "messages"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."message_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_272a3cd02c420887fdc134d389"
        `);
    await queryRunner.query(`
            DROP TABLE "csv_transactions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_6470e67c0b58c3d330c37a3d59"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_da1c3f47e8c5be9e00ce2579cc"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_9ce9f85fab73f4328f68a9167f"
        `);
    await queryRunner.query(`
            DROP TABLE "csv_uploads"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."csv_upload_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_9e5a579541ec3b2e597df1398d"
        `);
    await queryRunner.query(`
            DROP TABLE "user_categories"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."category_type"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c9b5b525a96ddc2c5647d7f7fa"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_6ac6889bb68070e0d0f683e6e5"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_4c6f401ebf1b915a27dddea5fa"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_3a839372cc417e4ffd128a7e74"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_6432ae3a70f5fe4b14f32b7fdf"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_1b7c676ffb354a9cabc87b7da9"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_97672ac88f789774dd47f7c8be"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0408cb491623b121499d4fa238"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_ef2fb839248017665e5033e730"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."registration_type"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."payment_plan"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_685a31eea216aafcf541a3c533"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_a776ce8439070c02e74dec6299"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c072e2ec26f8ef26ca9f389c17"
        `);
    await queryRunner.query(`
            DROP TABLE "call_requests"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."call_request_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_1eef0d139de1881ee1ebd77cc3"
        `);
    await queryRunner.query(`
            DROP TABLE "processed_webhook_events"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."webhook_provider"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_e5d612f5400fecdea71f98ad6c"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
  }
}
