import { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffMfa1795467019777 implements MigrationInterface {
  name = 'StaffMfa1795467019777';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "staff_mfa" (
                "user_id" integer NOT NULL,
                "secret_encrypted" text,
                "enabled_at" TIMESTAMP WITH TIME ZONE,
                "pending_secret_encrypted" text,
                "last_used_step" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_c377465341fa595b1590f403275" PRIMARY KEY ("user_id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "staff_mfa_recovery_codes" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "code_hash" character varying(64) NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_0bb3033a23f44e078971447c6e2" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_7dc00c861c31504655473cb8bd" ON "staff_mfa_recovery_codes" ("user_id", "code_hash")
        `);
    await queryRunner.query(`
            ALTER TABLE "staff_mfa"
            ADD CONSTRAINT "FK_c377465341fa595b1590f403275" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "staff_mfa_recovery_codes"
            ADD CONSTRAINT "FK_de731ccd289190662b733148f55" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "staff_mfa_recovery_codes" DROP CONSTRAINT "FK_de731ccd289190662b733148f55"
        `);
    await queryRunner.query(`
            ALTER TABLE "staff_mfa" DROP CONSTRAINT "FK_c377465341fa595b1590f403275"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_7dc00c861c31504655473cb8bd"
        `);
    await queryRunner.query(`
            DROP TABLE "staff_mfa_recovery_codes"
        `);
    await queryRunner.query(`
            DROP TABLE "staff_mfa"
        `);
  }
}
