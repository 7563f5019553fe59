import { MigrationInterface, QueryRunner } from 'typeorm';

const PROBES = [
  [`FROM new_rows n) k`, `FROM new_rows n OFFSET 0) k`],
  [`FROM old_rows o) k`, `FROM old_rows o OFFSET 0) k`],
] as const;

/**
 * The month-close guard's INSERT and DELETE branches ask `month_closed` once per distinct (client, month) of the
 * statement, as their comment always meant (issue 27 "Speed"; docs/decisions/journal-speed.md, 2026-11-29). The planner
 * pushed the filter below the DISTINCT, into the scan of the transition table: one month_closed call per row (a
 * 100,000-row CSV account added to the books: 100,000 calls, ~1.6 s of its insert at load 16). `OFFSET 0` keeps the
 * distinct months first, as migration 1796140000000 did for the UPDATE branch. Same rule, same error. The function's
 * body is edited where it stands (the UPDATE branch is left as it is).
 */
export class MonthCloseGuardMonthsFirst1796222000000 implements MigrationInterface {
  name = 'MonthCloseGuardMonthsFirst1796222000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.rewrite(
      queryRunner,
      (body) => PROBES.reduce((b, [from, to]) => b.replace(from, to), body),
      PROBES.map(([from]) => from),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.rewrite(
      queryRunner,
      (body) => PROBES.reduce((b, [from, to]) => b.replace(to, from), body),
      PROBES.map(([, to]) => to),
    );
  }

  private async rewrite(queryRunner: QueryRunner, edit: (body: string) => string, expected: readonly string[]): Promise<void> {
    const [{ body }] = await queryRunner.query(`SELECT prosrc AS body FROM pg_proc WHERE proname = 'ledger_month_close_guard'`);
    for (const text of expected) if (!(body as string).includes(text)) throw new Error(`ledger_month_close_guard: "${text}" was not found`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "ledger_month_close_guard"() RETURNS trigger LANGUAGE plpgsql AS $fn$${edit(body as string)}$fn$`);
  }
}
