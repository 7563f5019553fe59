import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff photos (issue 29, point 2's card): the storage key of a staff member's resized profile photo. */
export class StaffPhotos1796120000000 implements MigrationInterface {
  name = 'StaffPhotos1796120000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "photo_key" character varying(300)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "photo_key"`);
  }
}
