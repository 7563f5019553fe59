import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Bank of Canada's daily exchange rates (issue 30, point 3: a foreign-currency receipt
 * matches within 3 % of the bank's converted amount): one row per currency and business day,
 * CAD for one unit of the currency, as the Valet API published it. Read for the receipt's date
 * or the nearest earlier business day; fetched once and kept.
 */
export class ExchangeRates1796171000000 implements MigrationInterface {
  name = 'ExchangeRates1796171000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS "exchange_rates" (
                "currency" character(3) NOT NULL,
                "date" date NOT NULL,
                "cad_per_unit" numeric(12,6) NOT NULL,
                "source" character varying(32) NOT NULL DEFAULT 'bank-of-canada',
                "fetched_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_exchange_rates" PRIMARY KEY ("currency", "date"),
                CONSTRAINT "CHK_exchange_rates_positive" CHECK ("cad_per_unit" > 0)
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "exchange_rates"`);
  }
}
