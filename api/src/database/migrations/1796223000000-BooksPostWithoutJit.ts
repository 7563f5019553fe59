import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * books_post runs without JIT compilation (issue 27 "Speed"; docs/decisions/journal-speed.md, 2026-11-29). Its lines
 * statement is estimated above jit_above_cost for a few thousand rows, so PostgreSQL compiled it at each call: ~94 ms of
 * a 5,000-row chunk's ~2.2 s (auto_explain, load 16), paid 20 times by a 100,000-row CSV account added to the books, for
 * statements that then run index probes. `ALTER FUNCTION … SET jit = off` applies to the statements the function runs
 * (and the triggers they fire); its body and behaviour are unchanged. A later `CREATE OR REPLACE FUNCTION books_post`
 * drops the setting unless it says `SET jit = off` again.
 */
export class BooksPostWithoutJit1796223000000 implements MigrationInterface {
  name = 'BooksPostWithoutJit1796223000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION "books_post"(bigint[]) SET jit = off`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION "books_post"(bigint[]) RESET jit`);
  }
}
