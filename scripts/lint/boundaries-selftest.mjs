// `npm run lint` runs this after ESLint: it lints one import across each boundary (and one
// inside it) as if it stood in the tree, and fails when a zone lets a crossing through.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { REPO_ROOT, findCycle } from './boundaries.mjs';

const CASES = [
  { file: 'api/src/common/decorators/example.ts', code: "import { User } from '../../modules/users/entities/user.entity';", crosses: true },
  { file: 'api/src/database/example.ts', code: "import { DemoSeeder } from '../seed/demo.seeder';", crosses: true },
  { file: 'api/src/modules/reports/example.ts', code: "import { MerchantMemory } from '../categorization/entities/merchant-memory.entity';", crosses: true },
  { file: 'api/src/modules/reports/example.ts', code: "import { MonthlyReport } from './entities/monthly-report.entity';", crosses: false },
  { file: 'api/src/modules/reports/entities/example.entity.ts', code: "import { User } from '../../users/entities/user.entity';", crosses: false },
  { file: 'api/src/modules/ledger/example.ts', code: "import { CsvBooksService } from '../csv/csv-books.service';", crosses: true },
  { file: 'api/src/modules/users/example.ts', code: "import { AuthService } from '../auth/auth.service';", crosses: true },
  { file: 'api/src/modules/csv/example.ts', code: "import { LedgerService } from '../ledger/ledger.service';", crosses: false },
  // What follows an approval is the report-approved event's steps: reports no longer use tax, whose step imports the event from common.
  { file: 'api/src/modules/reports/example.ts', code: "import { YearEndPackagesService } from '../tax/year-end-packages.service';", crosses: true },
  { file: 'api/src/modules/tax/example.ts', code: "import { REPORT_APPROVED } from '../../common/events/report-approved';", crosses: false },
  {
    file: 'web-client/src/features/auth/components/example.tsx',
    code: "import { PlanChoiceDialog } from '../../billing/components/plan-choice-dialog';",
    crosses: true,
  },
  { file: 'web-client/src/features/auth/components/example.tsx', code: "import { useUser } from '../../../lib/auth';", crosses: false },
  { file: 'web-client/src/components/example.tsx', code: "import { ContactForm } from '../features/contact';", crosses: true },
  { file: 'web-client/src/app/example.tsx', code: "import { CsvUploadTab } from '../features/csv';", crosses: false },
  { file: 'web-admin/src/resources/questions/example.tsx', code: "import PendingReportList from '../monthly-reports/pending-report-list';", crosses: true },
  { file: 'web-admin/src/resources/questions/example.tsx', code: "import QuestionList from './question-list';", crosses: false },
  { file: 'web-admin/src/app.tsx', code: "import { questions } from './resources/questions';", crosses: false },
];

const eslint = new ESLint({ cwd: REPO_ROOT });
let failures = 0;
for (const { file, code, crosses } of CASES) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: join(REPO_ROOT, file) });
  const refused = result.messages.some((m) => m.ruleId === 'boundaries/imports');
  const ok = refused === crosses;
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${crosses ? 'refuses' : 'allows '} ${file}: ${code}`);
}
// The map itself: a loop is refused before any import is read.
const loop = findCycle({ csv: ['ledger'], ledger: ['plaid'], plaid: ['csv'], users: [] });
const loopOk = JSON.stringify(loop) === JSON.stringify(['csv', 'ledger', 'plaid', 'csv']);
if (!loopOk) failures += 1;
console.log(`${loopOk ? 'ok  ' : 'FAIL'} refuses a module map with a cycle: ${loop ? loop.join(' → ') : 'none found'}`);
const acyclic = findCycle({ csv: ['ledger'], ledger: ['users'], users: [] }) === null;
if (!acyclic) failures += 1;
console.log(`${acyclic ? 'ok  ' : 'FAIL'} allows   a module map without one`);
if (failures) {
  console.error(`${failures} boundary check(s) did not hold`);
  process.exit(1);
}
console.log(`boundaries: ${CASES.length + 2} checks held`);
