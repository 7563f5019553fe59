import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff roles (issue 29): every staff member has a role (a CHECK ties it to is_admin), and
 * everyone who is staff today becomes an owner, so nothing changes for them. A staff member
 * can be deactivated. A client may have an account manager; `open_to_all_staff` starts true
 * so every bookkeeper keeps working every existing client until owners assign them.
 */
export class StaffRoles1795910000000 implements MigrationInterface {
  name = 'StaffRoles1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."staff_role" AS ENUM('owner', 'bookkeeper', 'reviewer')
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "staff_role" "public"."staff_role",
            ADD "staff_deactivated_at" TIMESTAMP WITH TIME ZONE,
            ADD "account_manager_id" integer,
            ADD "open_to_all_staff" boolean NOT NULL DEFAULT true
        `);
    await queryRunner.query(`
            UPDATE "users" SET "staff_role" = 'owner' WHERE "is_admin"
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD CONSTRAINT "CHK_users_staff_role" CHECK (("is_admin" AND "staff_role" IS NOT NULL) OR (NOT "is_admin" AND "staff_role" IS NULL))
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_users_account_manager_id" ON "users" ("account_manager_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD CONSTRAINT "FK_users_account_manager_id" FOREIGN KEY ("account_manager_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users" DROP CONSTRAINT "FK_users_account_manager_id"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_users_account_manager_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP CONSTRAINT "CHK_users_staff_role"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "open_to_all_staff", DROP COLUMN "account_manager_id", DROP COLUMN "staff_deactivated_at", DROP COLUMN "staff_role"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."staff_role"
        `);
  }
}
