import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statement balances per account of money and day (issue 28, point 1) and opening balances
 * (issue 27, point 6). See docs/decisions/opening-and-statement-balances.md.
 *
 * statement_balances: what a statement says an account held at the end of a day, with its
 * source (plaid, ofx, csv_balance, entered) and who entered it. Signed as the ledger signs
 * amounts (positive: the client's money; negative: owed).
 *
 * book_openings: per account of money, the opening proposed from its statements and the one a
 * person set. journal_entries.opening_id: the account's opening entry (kind 'opening'), which
 * goes with the opening row.
 *
 * books_propose_opening(source, ref): the proposed opening of a linked account (Plaid's latest
 * current balance less the account's posted bank activity up to that day) or of a CSV/OFX
 * account (its earliest file balance less the file's rows up to that day), dated the account's
 * first day of activity. Called by the statement_balances triggers.
 * books_post_opening(id): writes (or removes) the opening's journal entry: the set amount, else
 * the proposed one, against Opening balance equity, while the account is in the books (its
 * book account exists, a linked account not hidden, a CSV account added to the books). Called
 * when an opening changes, a book account is created, an account is hidden or shown, and a CSV
 * account joins or leaves the books. books_post (the ledger's posting) is not changed.
 */
export class StatementBalancesAndOpenings1796020000000 implements MigrationInterface {
  name = 'StatementBalancesAndOpenings1796020000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."statement_account_source" AS ENUM('bank', 'csv')`);
    await queryRunner.query(`CREATE TYPE "public"."statement_balance_source" AS ENUM('plaid', 'ofx', 'csv_balance', 'entered')`);
    await queryRunner.query(`CREATE TYPE "public"."opening_account_source" AS ENUM('bank', 'csv', 'manual')`);
    await queryRunner.query(`
            CREATE TABLE "statement_balances" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "account_source" "public"."statement_account_source" NOT NULL,
                "account_ref" integer NOT NULL,
                "bank_account_id" integer,
                "csv_upload_id" integer,
                "date" date NOT NULL,
                "source" "public"."statement_balance_source" NOT NULL,
                "balance" numeric(14,2) NOT NULL,
                "available" numeric(14,2),
                "entered_by" integer,
                "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_statement_balances_ref" CHECK ("account_ref" = coalesce("bank_account_id", "csv_upload_id") AND ("account_source" = 'bank') = ("bank_account_id" IS NOT NULL) AND ("account_source" = 'csv') = ("csv_upload_id" IS NOT NULL)),
                CONSTRAINT "PK_statement_balances" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_statement_balances_day" ON "statement_balances" ("account_source", "account_ref", "date", "source")`);
    await queryRunner.query(`CREATE INDEX "IDX_statement_balances_user" ON "statement_balances" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_statement_balances_bank_account" ON "statement_balances" ("bank_account_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_statement_balances_csv_upload" ON "statement_balances" ("csv_upload_id")`);
    await queryRunner.query(
      `ALTER TABLE "statement_balances" ADD CONSTRAINT "FK_statement_balances_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "statement_balances" ADD CONSTRAINT "FK_statement_balances_bank_account" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "statement_balances" ADD CONSTRAINT "FK_statement_balances_csv_upload" FOREIGN KEY ("csv_upload_id") REFERENCES "csv_uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "statement_balances" ADD CONSTRAINT "FK_statement_balances_entered_by" FOREIGN KEY ("entered_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`
            CREATE TABLE "book_openings" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "account_source" "public"."opening_account_source" NOT NULL,
                "account_ref" integer NOT NULL,
                "bank_account_id" integer,
                "csv_upload_id" integer,
                "proposed_date" date,
                "proposed_amount" numeric(14,2),
                "proposed_from" "public"."statement_balance_source",
                "set_date" date,
                "set_amount" numeric(14,2),
                "set_by" integer,
                "set_at" TIMESTAMP WITH TIME ZONE,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_book_openings_ref" CHECK ("account_ref" = coalesce("bank_account_id", "csv_upload_id", 0) AND ("account_source" = 'bank') = ("bank_account_id" IS NOT NULL) AND ("account_source" = 'csv') = ("csv_upload_id" IS NOT NULL)),
                CONSTRAINT "CHK_book_openings_proposed" CHECK (("proposed_date" IS NULL) = ("proposed_amount" IS NULL) AND ("proposed_date" IS NULL) = ("proposed_from" IS NULL)),
                CONSTRAINT "CHK_book_openings_set" CHECK (("set_date" IS NULL) = ("set_amount" IS NULL)),
                CONSTRAINT "PK_book_openings" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_book_openings_account" ON "book_openings" ("user_id", "account_source", "account_ref")`);
    await queryRunner.query(`CREATE INDEX "IDX_book_openings_bank_account" ON "book_openings" ("bank_account_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_book_openings_csv_upload" ON "book_openings" ("csv_upload_id")`);
    await queryRunner.query(
      `ALTER TABLE "book_openings" ADD CONSTRAINT "FK_book_openings_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "book_openings" ADD CONSTRAINT "FK_book_openings_bank_account" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "book_openings" ADD CONSTRAINT "FK_book_openings_csv_upload" FOREIGN KEY ("csv_upload_id") REFERENCES "csv_uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "book_openings" ADD CONSTRAINT "FK_book_openings_set_by" FOREIGN KEY ("set_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "journal_entries" ADD "opening_id" integer`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_journal_entries_opening" ON "journal_entries" ("opening_id")`);
    await queryRunner.query(`ALTER TABLE "journal_entries" ADD CONSTRAINT "CHK_journal_entries_opening" CHECK ("opening_id" IS NULL OR "kind" = 'opening')`);
    await queryRunner.query(
      `ALTER TABLE "journal_entries" ADD CONSTRAINT "FK_journal_entries_opening" FOREIGN KEY ("opening_id") REFERENCES "book_openings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // The opening's journal entry: the set amount, else the proposed one, against Opening balance equity (system account 4).
    await queryRunner.query(`
            CREATE FUNCTION "books_post_opening"(p_opening integer) RETURNS void LANGUAGE plpgsql AS $$
            DECLARE
                o "book_openings"%ROWTYPE;
                v_amount numeric; v_date date; v_account integer; v_name text; v_equity integer; v_entry bigint; v_in_books boolean;
            BEGIN
                SELECT * INTO o FROM "book_openings" WHERE "id" = p_opening;
                IF NOT FOUND THEN RETURN; END IF;
                v_amount := coalesce(o."set_amount", o."proposed_amount");
                v_date := CASE WHEN o."set_amount" IS NOT NULL THEN o."set_date" ELSE o."proposed_date" END;
                SELECT a."id", a."name" INTO v_account, v_name FROM "book_accounts" a
                WHERE a."user_id" = o."user_id" AND a."source" = o."account_source"::text::"public"."book_account_source" AND a."ref" = o."account_ref";
                v_in_books := CASE o."account_source"
                    WHEN 'bank' THEN NOT EXISTS (
                        SELECT 1 FROM "bank_accounts" ba JOIN "account_visibility" v ON v."user_id" = o."user_id" AND v."account_id" = ba."account_id"
                        WHERE ba."id" = o."bank_account_id" AND v."is_hidden")
                    WHEN 'csv' THEN EXISTS (SELECT 1 FROM "csv_uploads" cu WHERE cu."id" = o."csv_upload_id" AND cu."added_to_books_at" IS NOT NULL)
                    ELSE true END;
                IF v_account IS NULL OR v_amount IS NULL OR v_amount = 0 OR NOT v_in_books THEN
                    DELETE FROM "journal_entries" WHERE "opening_id" = o."id";
                    RETURN;
                END IF;
                INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                SELECT o."user_id", s."type", s."name", s."gifi", 'system', s."ref" FROM "books_system_accounts"() s WHERE s."ref" = 4
                ON CONFLICT ("user_id", "source", "ref") DO NOTHING;
                SELECT a."id" INTO v_equity FROM "book_accounts" a WHERE a."user_id" = o."user_id" AND a."source" = 'system' AND a."ref" = 4;
                INSERT INTO "journal_entries" ("user_id", "ledger_entry_id", "date", "memo", "kind", "opening_id")
                VALUES (o."user_id", NULL, v_date, left('Opening balance: ' || v_name, 500), 'opening', o."id")
                ON CONFLICT ("opening_id") DO UPDATE SET "date" = EXCLUDED."date", "memo" = EXCLUDED."memo"
                RETURNING "id" INTO v_entry;
                DELETE FROM "journal_lines" WHERE "entry_id" = v_entry;
                -- Money in the account (positive): debit it; owed (negative): credit it. The other side is equity.
                INSERT INTO "journal_lines" ("entry_id", "account_id", "debit", "credit") VALUES
                    (v_entry, v_account, greatest(v_amount, 0), greatest(-v_amount, 0)),
                    (v_entry, v_equity, greatest(-v_amount, 0), greatest(v_amount, 0));
            END $$
        `);
    // The proposed opening from the account's statements (entered balances do not propose one).
    await queryRunner.query(`
            CREATE FUNCTION "books_propose_opening"(p_source "public"."statement_account_source", p_ref integer) RETURNS void LANGUAGE plpgsql AS $$
            DECLARE
                v_user integer; v_date date; v_balance numeric; v_from "public"."statement_balance_source";
                v_activity numeric; v_first date; v_opening integer;
            BEGIN
                IF p_source = 'bank' THEN
                    -- Plaid's latest current balance, less the posted activity synced up to its day
                    SELECT s."user_id", s."date", s."balance", s."source" INTO v_user, v_date, v_balance, v_from
                    FROM "statement_balances" s WHERE s."account_source" = 'bank' AND s."account_ref" = p_ref AND s."source" = 'plaid'
                    ORDER BY s."date" DESC LIMIT 1;
                    IF NOT FOUND THEN RETURN; END IF;
                    SELECT coalesce(sum(t."amount") FILTER (WHERE t."date" <= v_date), 0), min(t."date") INTO v_activity, v_first
                    FROM "bank_transactions" t WHERE t."bank_account_id" = p_ref AND NOT t."pending";
                ELSE
                    -- The file's earliest balance (a CSV's opening row, an OFX LEDGERBAL), less the file's rows up to its day
                    SELECT s."user_id", s."date", s."balance", s."source" INTO v_user, v_date, v_balance, v_from
                    FROM "statement_balances" s WHERE s."account_source" = 'csv' AND s."account_ref" = p_ref AND s."source" IN ('ofx', 'csv_balance')
                    ORDER BY s."date", s."source" DESC LIMIT 1;
                    IF NOT FOUND THEN RETURN; END IF;
                    SELECT coalesce(sum(t."transaction_amount") FILTER (WHERE t."transaction_date" <= v_date), 0), min(t."transaction_date") INTO v_activity, v_first
                    FROM "csv_transactions" t WHERE t."csv_upload_id" = p_ref;
                END IF;
                INSERT INTO "book_openings" ("user_id", "account_source", "account_ref", "bank_account_id", "csv_upload_id", "proposed_date", "proposed_amount", "proposed_from", "updated_at")
                VALUES (v_user, p_source::text::"public"."opening_account_source", p_ref, CASE WHEN p_source = 'bank' THEN p_ref END, CASE WHEN p_source = 'csv' THEN p_ref END,
                        coalesce(v_first, v_date), v_balance - v_activity, v_from, now())
                ON CONFLICT ("user_id", "account_source", "account_ref") DO UPDATE
                    SET "proposed_date" = EXCLUDED."proposed_date", "proposed_amount" = EXCLUDED."proposed_amount", "proposed_from" = EXCLUDED."proposed_from", "updated_at" = now()
                RETURNING "id" INTO v_opening;
                PERFORM "books_post_opening"(v_opening);
            END $$
        `);
    // A statement balance stored, replaced or removed: its account's proposal again.
    await queryRunner.query(`
            CREATE FUNCTION "books_statement_balances_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM "books_propose_opening"(c."account_source", c."account_ref")
                FROM (SELECT DISTINCT n."account_source", n."account_ref" FROM changed_rows n WHERE n."source" <> 'entered') c;
                RETURN NULL;
            END $$
        `);
    for (const [event, table] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ]) {
      await queryRunner.query(`
            CREATE TRIGGER "statement_balances_${event.toLowerCase()}_propose" AFTER ${event} ON "statement_balances"
            REFERENCING ${table} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_statement_balances_changed"()
        `);
    }
    // A book account created (its first row posted): its opening posts too.
    await queryRunner.query(`
            CREATE FUNCTION "books_post_new_account_openings"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM "books_post_opening"(o."id")
                FROM new_rows n JOIN "book_openings" o ON o."user_id" = n."user_id" AND o."account_source"::text = n."source"::text AND o."account_ref" = n."ref"
                WHERE n."source" IN ('bank', 'csv', 'manual');
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "book_accounts_inserted_openings" AFTER INSERT ON "book_accounts"
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_new_account_openings"()
        `);
    // A linked account hidden or shown, a CSV account joining or leaving the books: its opening follows.
    await queryRunner.query(`
            CREATE FUNCTION "books_post_account_opening"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_TABLE_NAME = 'csv_uploads' THEN
                    PERFORM "books_post_opening"(o."id") FROM "book_openings" o WHERE o."csv_upload_id" = NEW."id";
                ELSIF TG_OP = 'DELETE' THEN
                    PERFORM "books_post_opening"(o."id") FROM "book_openings" o JOIN "bank_accounts" ba ON ba."id" = o."bank_account_id"
                    WHERE ba."account_id" = OLD."account_id";
                ELSE
                    PERFORM "books_post_opening"(o."id") FROM "book_openings" o JOIN "bank_accounts" ba ON ba."id" = o."bank_account_id"
                    WHERE ba."account_id" = NEW."account_id";
                END IF;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "csv_uploads_books_opening" AFTER UPDATE OF "added_to_books_at" ON "csv_uploads"
            FOR EACH ROW WHEN ((OLD."added_to_books_at" IS NULL) <> (NEW."added_to_books_at" IS NULL)) EXECUTE FUNCTION "books_post_account_opening"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "account_visibility_opening" AFTER INSERT OR UPDATE OR DELETE ON "account_visibility"
            FOR EACH ROW EXECUTE FUNCTION "books_post_account_opening"()
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "account_visibility_opening" ON "account_visibility"`);
    await queryRunner.query(`DROP TRIGGER "csv_uploads_books_opening" ON "csv_uploads"`);
    await queryRunner.query(`DROP FUNCTION "books_post_account_opening"()`);
    await queryRunner.query(`DROP TRIGGER "book_accounts_inserted_openings" ON "book_accounts"`);
    await queryRunner.query(`DROP FUNCTION "books_post_new_account_openings"()`);
    for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER "statement_balances_${event}_propose" ON "statement_balances"`);
    await queryRunner.query(`DROP FUNCTION "books_statement_balances_changed"()`);
    await queryRunner.query(`DROP FUNCTION "books_propose_opening"("public"."statement_account_source", integer)`);
    await queryRunner.query(`DROP FUNCTION "books_post_opening"(integer)`);
    await queryRunner.query(`ALTER TABLE "journal_entries" DROP CONSTRAINT "FK_journal_entries_opening"`);
    await queryRunner.query(`DELETE FROM "journal_entries" WHERE "kind" = 'opening'`);
    await queryRunner.query(`ALTER TABLE "journal_entries" DROP CONSTRAINT "CHK_journal_entries_opening"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_journal_entries_opening"`);
    await queryRunner.query(`ALTER TABLE "journal_entries" DROP COLUMN "opening_id"`);
    await queryRunner.query(`DROP TABLE "book_openings"`);
    await queryRunner.query(`DROP TABLE "statement_balances"`);
    await queryRunner.query(`DROP TYPE "public"."opening_account_source"`);
    await queryRunner.query(`DROP TYPE "public"."statement_balance_source"`);
    await queryRunner.query(`DROP TYPE "public"."statement_account_source"`);
  }
}
