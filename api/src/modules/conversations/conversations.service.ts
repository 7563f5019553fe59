import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  BRAND,
  CONVERSATION_MESSAGES,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  SUBMISSION_MESSAGES,
  personName,
  type ConversationInboxRowDto,
  type ConversationItemDto,
  type ConversationMessageDto,
  type ConversationPageDto,
  type ConversationSide,
} from '@ledgerleaf/contracts';
import { DataSource, In, LessThan, MoreThan, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { ClientScopes } from '../../common/auth/client-scopes';
import type { OpenedFile } from '../../common/http/file-response';
import { JobQueue } from '../../common/jobs/job-queue';
import { defineList, equalityValues, type RawListQuery } from '../../common/react-admin/list-query';
import { MY_CLIENTS_FILTER, myClientsReference } from '../../common/react-admin/my-clients';
import { FileStorage } from '../../common/storage/file-storage';
import { removeStoredFiles } from '../../common/storage/upload-cleanup';
import type { StoredPart } from '../../common/storage/upload-storage-engine';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { AppConfig } from '../../config/app-config';
import { isRowId } from '../../database/columns';
import { MailService } from '../mail/mail.service';
import { mailText, recipientLocale } from '../mail/mail-texts';
import { StaffNotificationsService } from '../mail/staff-notifications.service';
import { TransactionQuestionDto } from '../questions/dto/question.dto';
import { QuestionsService } from '../questions/questions.service';
import { UsersService } from '../users/users.service';
import { cardSpan, mailWindow, messageText, otherSide } from './conversation-rules';
import { SEND_CONVERSATION_DIGEST } from './conversations.jobs';
import { ConversationAttachment } from './entities/conversation-attachment.entity';
import { ConversationMessage } from './entities/conversation-message.entity';
import { ConversationThread } from './entities/conversation-thread.entity';

/** The inbox's query: not paginated (waiting threads only), sorted by the wait; "My clients" filters it. */
export const INBOX_LIST = defineList({
  resource: 'conversations',
  alias: 'm',
  sort: { waitingSince: 'waiting_since' },
  defaultSort: ['waitingSince', 'ASC'],
  wholeListWithoutRange: true,
  references: myClientsReference('u'),
});

const attachmentNotFound = () => new DomainException(DomainErrorKind.NOT_FOUND, SUBMISSION_MESSAGES.fileNotFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const attachmentUrl = (id: number, fileName: string) => `/api/downloads/conversation-attachment/${id}/${encodeURIComponent(fileName)}`;

/**
 * One thread per client with the firm. The client's side is the client; the staff side is
 * the firm (any staff member who may work on the client answers; mail goes to the client's
 * account manager, StaffNotificationsService.recipientsForClient). Attachments are the client's stored
 * files (removed with the account). A new message mails the other side a digest, at most
 * once per CONVERSATION_LIMITS.mailEveryMinutes per side; what arrives meanwhile waits for
 * a delayed job at the end of the window.
 */
@Injectable()
@OwnsUserData()
export class ConversationsService implements UserDataOwner {
  private readonly logger = new Logger('Conversations');

  constructor(
    @InjectRepository(ConversationMessage) private readonly messages: Repository<ConversationMessage>,
    @InjectRepository(ConversationAttachment) private readonly attachments: Repository<ConversationAttachment>,
    @InjectRepository(ConversationThread) private readonly threads: Repository<ConversationThread>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly questions: QuestionsService,
    private readonly users: UsersService,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly staffNotifications: StaffNotificationsService,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly scopes: ClientScopes,
  ) {}

  /** The client whose thread staff open: an existing account that is not staff, else 404. */
  async clientForStaff(userId: number): Promise<number> {
    const user = isRowId(userId) ? await this.users.findById(userId) : null;
    if (!user || user.isAdmin) throw new DomainException(DomainErrorKind.NOT_FOUND, CONVERSATION_MESSAGES.clientNotFound);
    return user.id;
  }

  /** A page of the thread as `reader` sees it: newest first, question cards merged by time, unread count and the other side's receipt. */
  async page(clientUserId: number, reader: ConversationSide, query: { before: number | null; limit: number }): Promise<ConversationPageDto> {
    let beforeAt: Date | null = null;
    if (query.before !== null) {
      const cursor = await this.messages.findOne({ where: { id: query.before, clientUserId }, select: { id: true, createdAt: true } });
      if (!cursor) throw new DomainException(DomainErrorKind.INVALID, CONVERSATION_MESSAGES.badCursor);
      beforeAt = cursor.createdAt;
    }
    const rows = await this.messages.find({
      where: { clientUserId, ...(query.before !== null ? { id: LessThan(query.before) } : {}) },
      relations: { attachments: true },
      order: { id: 'DESC', attachments: { id: 'ASC' } },
      take: query.limit + 1,
    });
    const hasOlder = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    const names = await this.users.namesOf(page.filter((m) => m.authorUserId !== null).map((m) => m.authorUserId!));
    const span = cardSpan(page.at(-1)?.createdAt ?? null, hasOlder, beforeAt);
    const cards = (await this.questions.listForClient(clientUserId))
      .filter(({ question }) => (!span.after || question.askedAt > span.after) && (!span.upTo || question.askedAt <= span.upTo))
      .map((loaded): ConversationItemDto => ({
        kind: 'question',
        question: TransactionQuestionDto.from(loaded),
        createdAt: loaded.question.askedAt.toISOString(),
      }));
    const items: ConversationItemDto[] = [...page.map((m) => this.toDto(m, names)), ...cards].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const thread = await this.threads.findOneBy({ clientUserId });
    const readUpTo = (reader === 'client' ? thread?.clientReadUpTo : thread?.staffReadUpTo) ?? 0;
    const unreadCount = await this.messages.countBy({ clientUserId, side: otherSide(reader), id: MoreThan(readUpTo) });
    const other = otherSide(reader);
    return {
      items,
      nextBefore: hasOlder ? page.at(-1)!.id : null,
      unreadCount,
      otherSideRead: {
        upToMessageId: (other === 'client' ? thread?.clientReadUpTo : thread?.staffReadUpTo) ?? null,
        readAt: iso((other === 'client' ? thread?.clientReadAt : thread?.staffReadAt) ?? null),
      },
    };
  }

  /**
   * A new message from `side`. The files are already in storage (the upload interceptor
   * checked them under the submissions' rules); a refused message removes them. The other
   * side is mailed (never fails the request).
   */
  async post(clientUserId: number, side: ConversationSide, author: AuthUser, rawText: unknown, files: StoredPart[]): Promise<ConversationMessageDto> {
    let saved: ConversationMessage;
    try {
      const text = messageText(rawText, files.length);
      saved = await this.db.transaction(async (manager) => {
        const message = await manager.save(manager.create(ConversationMessage, { clientUserId, side, authorUserId: author.id, text }));
        message.attachments = files.length
          ? await manager.save(
              files.map((f) =>
                manager.create(ConversationAttachment, {
                  messageId: message.id,
                  storageKey: f.key,
                  fileName: f.originalname,
                  mimeType: f.detectedMimeType,
                  size: f.size,
                }),
              ),
            )
          : [];
        return message;
      });
    } catch (error) {
      if (files.length)
        await removeStoredFiles(
          this.storage,
          files.map((f) => f.key),
        );
      throw error;
    }
    // The sender has read their own thread up to their message.
    await this.markRead(clientUserId, side, saved.id);
    await this.notify(clientUserId, otherSide(side));
    return this.toDto(saved, await this.users.namesOf([author.id]));
  }

  /** `reader` has read up to a message of this thread (never moves back). */
  async read(clientUserId: number, reader: ConversationSide, upToMessageId: unknown): Promise<void> {
    const id = typeof upToMessageId === 'number' && isRowId(upToMessageId) ? upToMessageId : 0;
    if (!id || !(await this.messages.existsBy({ id, clientUserId }))) throw new DomainException(DomainErrorKind.INVALID, CONVERSATION_MESSAGES.badReadUpTo);
    await this.markRead(clientUserId, reader, id);
  }

  private async markRead(clientUserId: number, reader: ConversationSide, id: number): Promise<void> {
    const [upTo, at] = reader === 'client' ? ['client_read_up_to', 'client_read_at'] : ['staff_read_up_to', 'staff_read_at'];
    await this.db.query(
      `INSERT INTO conversation_threads (client_user_id, ${upTo}, ${at}) VALUES ($1, $2, now())
       ON CONFLICT (client_user_id) DO UPDATE SET ${upTo} = GREATEST(conversation_threads.${upTo}, EXCLUDED.${upTo}), ${at} = now()`,
      [clientUserId, id],
    );
  }

  /** Mails `recipient` now when its window is open, else makes sure a job sends the digest when it closes. Never throws. */
  async notify(clientUserId: number, recipient: ConversationSide, now = new Date()): Promise<void> {
    try {
      const result = await this.sendDigest(clientUserId, recipient, now);
      if (result.waitMs !== undefined) {
        await this.jobs.enqueue(
          SEND_CONVERSATION_DIGEST,
          { clientUserId, side: recipient },
          { jobId: `conversation-digest:${clientUserId}:${recipient}:${result.windowOf}`, delayMs: result.waitMs },
        );
      }
    } catch (error) {
      this.logger.error(`Conversation mail for client ${clientUserId} (${recipient}): ${String(error)}`);
    }
  }

  /**
   * The digest for `recipient` if its window is open and messages wait for it (of the other
   * side, past what it has read and what it was mailed). Answers whether one was queued, or
   * how long until the window opens when messages wait.
   */
  async sendDigest(clientUserId: number, recipient: ConversationSide, now = new Date()): Promise<{ sent: boolean; waitMs?: number; windowOf?: number }> {
    return this.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO conversation_threads (client_user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [clientUserId]);
      const thread = await manager.getRepository(ConversationThread).findOne({ where: { clientUserId }, lock: { mode: 'pessimistic_write' } });
      const t = thread!;
      const [readUpTo, mailedAt, mailedUpTo] =
        recipient === 'client' ? [t.clientReadUpTo, t.clientMailedAt, t.clientMailedUpTo] : [t.staffReadUpTo, t.staffMailedAt, t.staffMailedUpTo];
      const after = Math.max(readUpTo ?? 0, mailedUpTo ?? 0);
      const waiting = await manager.getRepository(ConversationMessage).find({
        where: { clientUserId, side: otherSide(recipient), id: MoreThan(after) },
        relations: { attachments: true },
        order: { id: 'ASC' },
      });
      if (!waiting.length) return { sent: false };
      const window = mailWindow(mailedAt, now);
      if (!window.due) return { sent: false, waitMs: window.waitMs, windowOf: mailedAt!.getTime() };
      const upTo = waiting.at(-1)!.id;
      const client = await this.users.getById(clientUserId);
      // The digest is in the language of whom it goes to: the client's, or each staff member's own (issue 31).
      const lines = (locale: Locale) =>
        waiting.map((m) =>
          `- ${m.text ? m.text.slice(0, 200) : ''}${m.attachments?.length ? ` ${mailText(locale, 'conversation.files', { count: m.attachments.length })}` : ''}`.trim(),
        );
      const messageId = (suffix = '') => `<conversation-${clientUserId}-${recipient}-${upTo}${suffix}@${new URL(this.config.publicUrl).hostname}>`;
      if (recipient === 'client') {
        const locale = recipientLocale(client);
        await this.mail.enqueue({
          to: client.email,
          subject: mailText(locale, 'conversation.subject'),
          text: [
            `${client.firstName ? mailText(locale, 'conversation.helloName', { firstName: client.firstName }) : mailText(locale, 'conversation.hello')},`,
            '',
            mailText(locale, 'conversation.intro', { count: waiting.length }),
            '',
            ...lines(locale),
            '',
            mailText(locale, 'conversation.read', { link: `${this.config.publicUrl}/dashboard?tab=messages` }),
            '',
            BRAND.name,
          ].join('\n'),
          messageId: messageId(),
        });
      } else {
        const recipients = await this.staffNotifications.recipientsForClient(clientUserId);
        const clientName = personName(client) || client.email;
        // One mail per language among the recipients; English keeps the Message-ID it always had.
        for (const locale of LOCALES) {
          const to = recipients.filter((r) => r.locale === locale).map((r) => r.email);
          if (!to.length) continue;
          await this.mail.enqueue({
            to,
            subject: mailText(locale, 'conversationToStaff.subjectName', { subject: mailText(locale, 'conversationToStaff.subject'), clientName }),
            text: [
              mailText(locale, 'conversationToStaff.intro', { clientName, count: waiting.length }),
              '',
              ...lines(locale),
              '',
              mailText(locale, 'conversationToStaff.answer', { link: `${this.config.publicUrl}/admin#/users/${clientUserId}/show` }),
            ].join('\n'),
            messageId: messageId(locale === DEFAULT_LOCALE ? '' : `-${locale}`),
          });
        }
        if (!recipients.length) {
          this.logger.warn(
            `Client ${clientUserId} has no account manager, and there is no STAFF_NOTIFICATION_EMAIL or active owner: conversation digest not sent`,
          );
        }
      }
      await manager.update(
        ConversationThread,
        { clientUserId },
        recipient === 'client' ? { clientMailedAt: now, clientMailedUpTo: upTo } : { staffMailedAt: now, staffMailedUpTo: upTo },
      );
      return { sent: true };
    });
  }

  /**
   * Threads whose last message is the client's (waiting for staff), the longest waiting
   * first; `raw`'s filter may keep "My clients" (INBOX_LIST: `accountManagerId`).
   */
  async inbox(raw: RawListQuery = {}, now = new Date()): Promise<ConversationInboxRowDto[]> {
    const managers = equalityValues(INBOX_LIST.parse(raw).filter[MY_CLIENTS_FILTER]);
    const managerIds = managers.map(Number).filter(isRowId);
    // A value that is no row id matches nothing, as in every list.
    if (managers.length && !managerIds.length) return [];
    const rows: {
      client_user_id: number;
      waiting_since: Date;
      waiting: string;
      last_text: string;
      first_name: string | null;
      last_name: string | null;
      email: string;
    }[] = await this.db.query(
      `
      WITH last_staff AS (
        SELECT client_user_id, MAX(id) AS id FROM conversation_messages WHERE side = 'staff' GROUP BY client_user_id
      )
      SELECT m.client_user_id, MIN(m.created_at) AS waiting_since, COUNT(*) AS waiting,
             (ARRAY_AGG(m.text ORDER BY m.id DESC))[1] AS last_text, u.first_name, u.last_name, u.email
      FROM conversation_messages m
      JOIN users u ON u.id = m.client_user_id
      LEFT JOIN last_staff s ON s.client_user_id = m.client_user_id
      WHERE m.side = 'client' AND m.id > COALESCE(s.id, 0) AND ($1::int[] IS NULL OR u.account_manager_id = ANY($1::int[]))
      GROUP BY m.client_user_id, u.first_name, u.last_name, u.email
      ORDER BY waiting_since ASC, m.client_user_id ASC`,
      [managerIds.length ? managerIds : null],
    );
    return rows.map((r) => ({
      id: r.client_user_id,
      userId: r.client_user_id,
      clientName: personName({ firstName: r.first_name, lastName: r.last_name }) || null,
      clientEmail: r.email,
      waitingSince: new Date(r.waiting_since).toISOString(),
      waitedMinutes: Math.max(0, Math.floor((now.getTime() - new Date(r.waiting_since).getTime()) / 60_000)),
      waitingMessages: Number(r.waiting),
      lastText: r.last_text,
    }));
  }

  /** An attachment for the thread's client or staff (GET or HEAD); anyone else gets the 404 of a missing file. */
  async attachment(user: AuthUser | undefined, id: number, fileName: string): Promise<OpenedFile> {
    if (!user || !isRowId(id)) throw attachmentNotFound();
    const row = await this.attachments.findOne({ where: { id }, relations: { message: true } });
    if (!row?.message || !(await this.scopes.mayReadFileOf(user, row.message.clientUserId)) || row.fileName !== fileName) throw attachmentNotFound();
    if (!(await this.storage.exists(row.storageKey))) throw attachmentNotFound();
    return { originalName: row.fileName, mimeType: row.mimeType, size: row.size, open: () => this.storage.read(row.storageKey) };
  }

  /** The thread's attachments, named before the account's rows go (the deletion then removes the files). */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const ids = (await this.messages.find({ where: { clientUserId: userId }, select: { id: true } })).map((m) => m.id);
    if (!ids.length) return [];
    return (await this.attachments.find({ where: { messageId: In(ids) }, select: { id: true, storageKey: true } })).map((a) => a.storageKey);
  }

  /** Files of a request refused before the service took them (an unknown client). */
  async discard(files: StoredPart[]): Promise<void> {
    if (files.length)
      await removeStoredFiles(
        this.storage,
        files.map((f) => f.key),
      );
  }

  private toDto(m: ConversationMessage, names: Map<number, string>): ConversationMessageDto {
    return {
      id: m.id,
      kind: 'message',
      side: m.side,
      authorName: m.authorUserId !== null ? names.get(m.authorUserId) || null : null,
      text: m.text,
      attachments: (m.attachments ?? []).map((a) => ({
        id: a.id,
        fileName: a.fileName,
        mimeType: a.mimeType,
        size: a.size,
        url: attachmentUrl(a.id, a.fileName),
      })),
      createdAt: m.createdAt.toISOString(),
    };
  }
}
