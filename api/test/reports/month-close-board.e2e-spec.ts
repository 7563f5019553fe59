import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { RECONCILIATION_MESSAGES, RECONCILIATION_MESSAGES as M, type MonthCloseBoard, type MonthCloseRow } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { parseMonth } from '../../src/modules/books/reconciliations/reconciliation-input';
import { ReconciliationsService } from '../../src/modules/books/reconciliations/reconciliations.service';
import { User } from '../../src/modules/users/entities/user.entity';
import { createTestApp, createUser, eventually, loginAs, uniqueEmail, type Agent } from '../helpers/test-app';

/**
 * The month-close board (issue 28 point 5), its figures counted by hand for October 2026:
 *   Ready   — Chequing reconciled (statement 1,000.00 = books), report pending, nothing open
 *   Behind  — Chequing's statement 990.00 against books 1,000.00 (unreconciled), Visa with no
 *             statement; one open question, one undecided possible duplicate, a transfer
 *             candidate pair (two rows) undecided; its report rejected
 */
const CHEQUING = ['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category', '2026-10-03,INVOICE 1001 PAID,1000.00,Sales Revenue'].join('\n');
const CHEQUING_BEHIND = [
  'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category',
  '2026-10-03,INVOICE 1001 PAID,1000.00,Sales Revenue',
  '2026-10-04,INVOICE 1001 PAID AGAIN,1000.00,Sales Revenue',
].join('\n');
const VISA = ['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category', '2026-10-05,STAPLES #312,-200.00,Office Expenses'].join('\n');

// The suite's setup logs in and books three clients' files: generous under a shared, loaded machine.
jest.setTimeout(120_000);

describe('the month-close board', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let owner: Agent;
  let bookkeeper: Agent;
  let bookkeeperId: number;
  const clients: Record<string, { id: number; agent: Agent }> = {};

  const addAccount = async (agent: Agent, file: string, name: string, accountName: string, accountType: string) => {
    const { body: upload } = await agent.post('/api/csv/upload').attach('csvFile', Buffer.from(file), name).expect(201);
    // 200 when done within a few seconds, else 202 and the worker finishes it (a loaded machine)
    const started = await agent.post(`/api/csv/categorize/${upload.id}`).send({});
    expect([200, 202]).toContain(started.status);
    await eventually(async () => {
      const [row] = await db.query(`SELECT status FROM csv_uploads WHERE id = $1`, [upload.id]);
      return row.status === 'completed' ? true : null;
    }, 90_000);
    await agent.post(`/api/csv/books/${upload.id}`).send({ accountName, accountType }).expect(200);
  };
  const accountId = async (userId: number, name: string): Promise<number> =>
    (await db.query(`SELECT id FROM book_accounts WHERE user_id = $1 AND name = $2`, [userId, name]))[0].id;
  const board = async (agent: Agent, query = ''): Promise<MonthCloseBoard> =>
    (await agent.get(`/api/admin/month-close?month=2026-10${query}`).expect(200)).body;
  const rowOf = (answer: MonthCloseBoard, userId: number): MonthCloseRow | undefined => answer.clients.find((c) => c.userId === userId);
  /** Every page of the board (the suites share one database, so other suites' clients are on it too). */
  const wholeBoard = async (agent: Agent, query = ''): Promise<MonthCloseBoard> => {
    const first = await board(agent, `${query}&perPage=500&page=1`);
    const clients = [...first.clients];
    for (let page = 2; clients.length < first.total; page++) clients.push(...(await board(agent, `${query}&perPage=500&page=${page}`)).clients);
    return { ...first, clients };
  };

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    db = app.get<DataSource>(getDataSourceToken());
    const o = await createUser(app, { isAdmin: true });
    owner = await loginAs(app, o.user.email, o.password);
    const b = await createUser(app, { isAdmin: true, email: uniqueEmail('board-bookkeeper'), firstName: 'Bea', lastName: 'Keeper' });
    await db.getRepository(User).update({ id: b.user.id }, { staffRole: 'bookkeeper' });
    bookkeeperId = b.user.id;
    bookkeeper = await loginAs(app, b.user.email, b.password);
    for (const name of ['Ready', 'Behind']) {
      const made = await createUser(app, { firstName: name, lastName: 'Client', email: uniqueEmail(`board-${name}`) });
      clients[name] = { id: made.user.id, agent: await loginAs(app, made.user.email, made.password) };
    }
    // Ready is the bookkeeper's; Behind is another's, open to all staff.
    await db.getRepository(User).update({ id: clients.Ready.id }, { accountManagerId: bookkeeperId, openToAllStaff: false });
    await db.getRepository(User).update({ id: clients.Behind.id }, { accountManagerId: null, openToAllStaff: true });

    await addAccount(clients.Ready.agent, CHEQUING, 'a.csv', 'Chequing', 'bank');
    await addAccount(clients.Behind.agent, CHEQUING_BEHIND, 'b.csv', 'Chequing', 'bank');
    await addAccount(clients.Behind.agent, VISA, 'v.csv', 'Visa', 'credit_card');

    const ready = await accountId(clients.Ready.id, 'Chequing');
    await owner.put(`/api/admin/users/${clients.Ready.id}/books/reconciliations/${ready}/2026-10`).send({ statementClosing: '1000.00' }).expect(200);
    await owner.post(`/api/admin/users/${clients.Ready.id}/books/reconciliations/${ready}/2026-10/reconcile`).send({}).expect(200);
    await db.query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date) VALUES ($1, $2, 2026, 10, '2026-10-01', '2026-10-31')`,
      [`board-${clients.Ready.id}`, clients.Ready.id],
    );

    const behind = await accountId(clients.Behind.id, 'Chequing');
    await clients.Behind.agent.put(`/api/books/reconciliations/${behind}/2026-10`).send({ statementClosing: '990.00' }).expect(200);
    // a rejected report with one open question, one undecided duplicate and an undecided transfer pair, set on the rows directly
    const [report] = await db.query(
      `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, status) VALUES ($1, $2, 2026, 10, '2026-10-01', '2026-10-31', 'rejected') RETURNING id`,
      [`board-${clients.Behind.id}`, clients.Behind.id],
    );
    const rowId = async (name: string): Promise<string> =>
      (await db.query(`SELECT id FROM ledger_entries WHERE user_id = $1 AND name = $2`, [clients.Behind.id, name]))[0].id;
    const [invoice, again, staples] = [await rowId('INVOICE 1001 PAID'), await rowId('INVOICE 1001 PAID AGAIN'), await rowId('STAPLES #312')];
    await db.query(`INSERT INTO transaction_questions (user_id, monthly_report_id, ledger_entry_id, question) VALUES ($1, $2, $3, 'What was this?')`, [
      clients.Behind.id,
      report.id,
      invoice,
    ]);
    await db.query(`UPDATE ledger_entries SET transfer_candidate = true WHERE id = ANY($1::bigint[])`, [[invoice, staples]]);
    await db.query(`UPDATE ledger_entries SET duplicate_of = $1 WHERE id = $2`, [invoice, again]);
  });
  afterAll(() => app.close());

  it("counts each client's month: accounts reconciled / total, open questions, undecided duplicates and transfers, report, ready", async () => {
    const answer = await wholeBoard(owner);
    expect(answer.month).toBe('2026-10');
    expect(rowOf(answer, clients.Ready.id)).toEqual({
      userId: clients.Ready.id,
      name: 'Ready Client',
      email: expect.any(String),
      accountManager: { id: bookkeeperId, name: 'Bea Keeper' },
      accountsReconciled: 1,
      accountsTotal: 1,
      openQuestions: 0,
      undecidedDuplicates: 0,
      undecidedTransfers: 0,
      reportId: expect.any(Number),
      reportStatus: 'pending',
      ready: true,
    });
    expect(rowOf(answer, clients.Behind.id)).toMatchObject({
      accountManager: null,
      accountsReconciled: 0,
      accountsTotal: 2,
      openQuestions: 1,
      undecidedDuplicates: 1,
      undecidedTransfers: 2,
      reportId: expect.any(Number),
      reportStatus: 'rejected',
      ready: false,
    });
  });

  it('filters to the clients not ready, sorts and pages (total counts the filtered rows)', async () => {
    const notReady = await wholeBoard(owner, '&notReady=1');
    expect(rowOf(notReady, clients.Ready.id)).toBeUndefined();
    expect(rowOf(notReady, clients.Behind.id)).toBeDefined();
    expect(notReady.total).toBe(notReady.clients.length);
    const sorted = await board(owner, '&sort=openQuestions&order=DESC&perPage=1');
    expect(sorted.clients).toHaveLength(1);
    expect(sorted.clients[0].openQuestions).toBeGreaterThanOrEqual(1);
    expect(sorted.total).toBeGreaterThanOrEqual(2);
  });

  it('shows a bookkeeper their own clients, and with all=1 every client they may work on', async () => {
    // Other suites share the database and register clients meanwhile: a new client goes to the
    // bookkeeper with the fewest, which may be Bea. So: hers only, Ready among them, Behind not.
    const mine = await wholeBoard(bookkeeper);
    expect(mine.clients.map((c) => c.userId)).toContain(clients.Ready.id);
    expect(mine.clients.map((c) => c.userId)).not.toContain(clients.Behind.id);
    expect(mine.clients.every((c) => c.accountManager?.id === bookkeeperId)).toBe(true);
    const all = await wholeBoard(bookkeeper, '&all=1');
    expect(all.clients.map((c) => c.userId)).toEqual(expect.arrayContaining([clients.Ready.id, clients.Behind.id]));
    // The console's "My clients" filter: an owner looking at one manager's clients, sortable by manager.
    const managed = await wholeBoard(owner, `&accountManagerId=${bookkeeperId}&sort=accountManager`);
    expect(managed.clients.map((c) => c.userId)).toContain(clients.Ready.id);
    expect(managed.clients.every((c) => c.accountManager?.id === bookkeeperId)).toBe(true);
    expect(managed.total).toBe(managed.clients.length);
  });

  it('counts the accounts as the reconciliation does, for every client on the board', async () => {
    const answer = await wholeBoard(owner);
    const counts = await app.get(ReconciliationsService).counts(
      answer.clients.map((c) => c.userId),
      parseMonth('2026-10'),
    );
    expect(answer.clients.length).toBeGreaterThanOrEqual(2);
    for (const row of answer.clients) {
      const c = counts.get(row.userId) ?? { reconciled: 0, ready: 0, total: 0 };
      expect({ userId: row.userId, reconciled: row.accountsReconciled, total: row.accountsTotal }).toEqual({
        userId: row.userId,
        reconciled: c.reconciled,
        total: c.total,
      });
    }
  });

  it('sorts and pages in the database: more clients than a page, in order across the pages, the total of all', async () => {
    // A reviewer as the account manager: new clients of other suites go to bookkeepers, never to them.
    const manager = await createUser(app, { isAdmin: true, email: uniqueEmail('board-pager'), firstName: 'Page', lastName: 'Manager' });
    await db.getRepository(User).update({ id: manager.user.id }, { staffRole: 'reviewer' });
    // Names the database's C collation would order otherwise ("bravo" after "Zulu", "Émile" last).
    const names = ['Zulu', 'bravo', 'Émile', 'alpha', 'Delta', 'charlie', 'alpha'];
    const ids: number[] = [];
    for (const [i, first] of names.entries()) {
      if (first === 'Delta') {
        ids.push(0); // made below, with an account in the books
        continue;
      }
      const made = await createUser(app, { firstName: first, lastName: 'Pager', email: uniqueEmail(`board-pager-${i}`) });
      await db.getRepository(User).update({ id: made.user.id }, { accountManagerId: manager.user.id });
      ids.push(made.user.id);
    }
    // Delta has an account in the books (no statement: it does not block) and a pending report: ready.
    // Zulu's report is rejected, bravo's approved; the others have none.
    const delta = await createUser(app, { firstName: 'Delta', lastName: 'Pager', email: uniqueEmail('board-pager-delta') });
    await db.getRepository(User).update({ id: delta.user.id }, { accountManagerId: manager.user.id });
    ids[4] = delta.user.id;
    await addAccount(await loginAs(app, delta.user.email, delta.password), CHEQUING, 'd.csv', 'Chequing', 'bank');
    for (const [userId, status] of [
      [ids[4], 'pending'],
      [ids[0], 'rejected'],
      [ids[1], 'approved'],
    ] as const)
      await db.query(
        `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date, status) VALUES ($1, $2, 2026, 10, '2026-10-01', '2026-10-31', $3)`,
        [`board-pager-${userId}`, userId, status],
      );

    const pages = async (query: string) => {
      const seen: MonthCloseBoard[] = [];
      for (let page = 1; page <= 5; page++) seen.push(await board(owner, `&accountManagerId=${manager.user.id}&perPage=2&page=${page}${query}`));
      return seen;
    };
    const byName = await pages('&sort=name');
    expect(byName.map((p) => p.total)).toEqual([7, 7, 7, 7, 7]);
    expect(byName.map((p) => p.clients.length)).toEqual([2, 2, 2, 1, 0]);
    // localeCompare's order (case and accents aside), the two "alpha" by id
    expect(byName.flatMap((p) => p.clients.map((c) => c.userId))).toEqual([ids[3], ids[6], ids[1], ids[5], ids[4], ids[2], ids[0]]);
    const byNameDesc = await pages('&sort=name&order=DESC');
    // descending by name; a tie still by id ascending
    expect(byNameDesc.flatMap((p) => p.clients.map((c) => c.userId))).toEqual([ids[0], ids[2], ids[4], ids[5], ids[1], ids[3], ids[6]]);

    const order = (seen: MonthCloseBoard[]) => seen.flatMap((p) => p.clients.map((c) => c.userId));
    const rest = [ids[0], ids[1], ids[2], ids[3], ids[5], ids[6]];
    const byAccounts = await pages('&sort=accountsTotal&order=DESC');
    expect(byAccounts.flatMap((p) => p.clients.map((c) => c.accountsTotal))).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(order(byAccounts)).toEqual([ids[4], ...rest]);
    // no report sorts as '' (first), then approved, pending, rejected
    expect(order(await pages('&sort=reportStatus'))).toEqual([ids[2], ids[3], ids[5], ids[6], ids[1], ids[4], ids[0]]);
    const byReady = await pages('&sort=ready&order=DESC');
    expect(byReady[0].clients[0]).toMatchObject({ userId: ids[4], ready: true, accountsReconciled: 0, accountsTotal: 1, reportStatus: 'pending' });
    expect(order(byReady)).toEqual([ids[4], ...rest]);
    // not ready: the six others, the total counting the filtered rows on every page
    const notReady = [];
    for (let page = 1; page <= 3; page++) notReady.push(await board(owner, `&accountManagerId=${manager.user.id}&notReady=1&perPage=4&page=${page}`));
    expect(notReady.map((p) => [p.total, p.clients.length])).toEqual([
      [6, 4],
      [6, 2],
      [6, 0],
    ]);
    expect(order(notReady)).toEqual([ids[3], ids[6], ids[1], ids[5], ids[2], ids[0]]);
  });

  it('answers bad input with a 400, never a 500; clients are refused', async () => {
    expect((await owner.get('/api/admin/month-close?month=2026-13').expect(400)).body.message).toBe(RECONCILIATION_MESSAGES.badMonth);
    expect((await owner.get('/api/admin/month-close?month=2026-10&sort=password').expect(400)).body.message).toBe(M.badSort);
    await owner.get('/api/admin/month-close?month=2026-10&order=sideways').expect(400);
    await owner.get('/api/admin/month-close?month=2026-10&page=0').expect(400);
    await owner.get('/api/admin/month-close?month=2026-10&accountManagerId=99999999999').expect(400);
    await owner.get('/api/admin/month-close?month=2026-10&perPage=99999999999').expect(400);
    await clients.Ready.agent.get('/api/admin/month-close?month=2026-10').expect(403);
  });
});
