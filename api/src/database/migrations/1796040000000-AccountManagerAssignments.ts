import { MigrationInterface, QueryRunner } from 'typeorm';

/** Account managers (issue 29, point 2): the history of each client's assignments (who, from, to, when, by whom). */
export class AccountManagerAssignments1796040000000 implements MigrationInterface {
  name = 'AccountManagerAssignments1796040000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "account_manager_assignments" (
                "id" SERIAL NOT NULL,
                "client_user_id" integer NOT NULL,
                "from_staff_id" integer,
                "to_staff_id" integer,
                "assigned_by_user_id" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_account_manager_assignments" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_account_manager_assignments_client" ON "account_manager_assignments" ("client_user_id", "id")
        `);
    await queryRunner.query(`
            ALTER TABLE "account_manager_assignments"
            ADD CONSTRAINT "FK_account_manager_assignments_client" FOREIGN KEY ("client_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "account_manager_assignments" DROP CONSTRAINT "FK_account_manager_assignments_client"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_account_manager_assignments_client"
        `);
    await queryRunner.query(`
            DROP TABLE "account_manager_assignments"
        `);
  }
}
