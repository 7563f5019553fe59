import { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversations (issue 29, point 3): one thread per client, its messages, their attachments, read receipts and digest-mail marks. */
export class Conversations1795930000000 implements MigrationInterface {
  name = 'Conversations1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."conversation_side" AS ENUM('client', 'staff')
        `);
    await queryRunner.query(`
            CREATE TABLE "conversation_messages" (
                "id" SERIAL NOT NULL,
                "client_user_id" integer NOT NULL,
                "author_user_id" integer,
                "side" "public"."conversation_side" NOT NULL,
                "text" text NOT NULL DEFAULT '',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_conversation_messages" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_conversation_messages_client_id" ON "conversation_messages" ("client_user_id", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "conversation_attachments" (
                "id" SERIAL NOT NULL,
                "message_id" integer NOT NULL,
                "storage_key" character varying(255) NOT NULL,
                "file_name" character varying(255) NOT NULL,
                "mime_type" character varying(100) NOT NULL,
                "size" bigint NOT NULL,
                CONSTRAINT "PK_conversation_attachments" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_conversation_attachments_message" ON "conversation_attachments" ("message_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "conversation_threads" (
                "client_user_id" integer NOT NULL,
                "client_read_up_to" integer,
                "client_read_at" TIMESTAMP WITH TIME ZONE,
                "staff_read_up_to" integer,
                "staff_read_at" TIMESTAMP WITH TIME ZONE,
                "client_mailed_at" TIMESTAMP WITH TIME ZONE,
                "client_mailed_up_to" integer,
                "staff_mailed_at" TIMESTAMP WITH TIME ZONE,
                "staff_mailed_up_to" integer,
                CONSTRAINT "PK_conversation_threads" PRIMARY KEY ("client_user_id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "conversation_messages"
            ADD CONSTRAINT "FK_conversation_messages_client" FOREIGN KEY ("client_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "conversation_attachments"
            ADD CONSTRAINT "FK_conversation_attachments_message" FOREIGN KEY ("message_id") REFERENCES "conversation_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "conversation_threads"
            ADD CONSTRAINT "FK_conversation_threads_client" FOREIGN KEY ("client_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "conversation_threads"`);
    await queryRunner.query(`DROP TABLE "conversation_attachments"`);
    await queryRunner.query(`DROP TABLE "conversation_messages"`);
    await queryRunner.query(`DROP TYPE "public"."conversation_side"`);
  }
}
