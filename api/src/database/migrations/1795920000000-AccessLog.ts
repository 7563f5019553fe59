import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The access log (issue 29, point 4): one row per staff read or change of a client's data.
 * Append-only at the database: a trigger refuses UPDATE and TRUNCATE always, and DELETE
 * unless the session set `ledgerleaf.access_log_purge = 'on'` (only the maintenance purge
 * does) AND the row's client left more than 24 months ago. No foreign key to users: the
 * rows outlive the client, who is named by id and a name snapshot. A trigger on users
 * records when a client with log rows leaves (docs/decisions/access-log.md).
 */
export class AccessLog1795920000000 implements MigrationInterface {
  name = 'AccessLog1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "access_log" (
                "id" BIGSERIAL NOT NULL,
                "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "staff_user_id" integer,
                "staff_name" character varying(200) NOT NULL,
                "staff_role" character varying(20) NOT NULL,
                "client_user_id" integer NOT NULL,
                "client_name" character varying(200) NOT NULL,
                "action" character varying(10) NOT NULL,
                "route" character varying(200) NOT NULL,
                "object_kind" character varying(40) NOT NULL,
                "object_ref" character varying(200),
                "object_label" character varying(200),
                "ip" character varying(64),
                CONSTRAINT "CHK_access_log_action" CHECK ("action" IN ('read', 'change')),
                CONSTRAINT "PK_access_log" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_access_log_client_at" ON "access_log" ("client_user_id", "at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_access_log_staff_at" ON "access_log" ("staff_user_id", "at")
        `);
    await queryRunner.query(`
            CREATE TABLE "access_log_departures" (
                "client_user_id" integer NOT NULL,
                "left_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_access_log_departures" PRIMARY KEY ("client_user_id")
            )
        `);
    await queryRunner.query(`
            CREATE FUNCTION "access_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'DELETE'
                   AND current_setting('ledgerleaf.access_log_purge', true) = 'on'
                   AND EXISTS (SELECT 1 FROM "access_log_departures" d
                               WHERE d."client_user_id" = OLD."client_user_id" AND d."left_at" < now() - interval '24 months') THEN
                    RETURN OLD;
                END IF;
                RAISE EXCEPTION 'access_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "access_log_append_only" BEFORE UPDATE OR DELETE ON "access_log"
            FOR EACH ROW EXECUTE FUNCTION "access_log_append_only"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "access_log_no_truncate" BEFORE TRUNCATE ON "access_log"
            FOR EACH STATEMENT EXECUTE FUNCTION "access_log_append_only"()
        `);
    await queryRunner.query(`
            CREATE FUNCTION "access_log_client_left"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF EXISTS (SELECT 1 FROM "access_log" WHERE "client_user_id" = OLD."id") THEN
                    INSERT INTO "access_log_departures" ("client_user_id") VALUES (OLD."id") ON CONFLICT DO NOTHING;
                END IF;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "access_log_client_left" AFTER DELETE ON "users"
            FOR EACH ROW EXECUTE FUNCTION "access_log_client_left"()
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "access_log_client_left" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "access_log_client_left"()`);
    await queryRunner.query(`DROP TABLE "access_log_departures"`);
    await queryRunner.query(`DROP TABLE "access_log"`);
    await queryRunner.query(`DROP FUNCTION "access_log_append_only"()`);
  }
}
