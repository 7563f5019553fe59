import { MigrationInterface, QueryRunner } from 'typeorm';

export class XeroAccountCodes1795800000000 implements MigrationInterface {
  name = 'XeroAccountCodes1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "xero_account_codes" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "category_key" character varying(100) NOT NULL,
                "account_code" character varying(10) NOT NULL,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_4e0edbd4bb413be370283a67d26" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_631ef43f71ec83689262ede161" ON "xero_account_codes" ("user_id", "category_key")
        `);
    await queryRunner.query(`
            ALTER TABLE "xero_account_codes"
            ADD CONSTRAINT "FK_0774093585590e80d7e93efe959" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "xero_account_codes" DROP CONSTRAINT "FK_0774093585590e80d7e93efe959"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_631ef43f71ec83689262ede161"`);
    await queryRunner.query(`DROP TABLE "xero_account_codes"`);
  }
}
