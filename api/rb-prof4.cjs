const { renderReportPdf } = require('./dist/modules/reports/report-pdf.js');
const summary = { categories: Array.from({length:14},(_,i)=>({category:'Cat '+i, type: i<3?'REVENUE':'EXPENSE', count: 10+i, totalCents: 10000*(i+1)})), totalRevenueCents: 600000, totalExpensesCents: 500000, netIncomeCents: 100000, uncategorized: {count: 3, netCents: -1200}, salesTax: { province: 'ON', taxIncludedInRevenueCents: 1000, inputTaxCreditsCents: 500, netTaxOwingCents: 500 } };
const input = { clientName: 'Bench Client', monthLabel: 'October 2026', periodLabel: 'Oct 1 – Oct 31', accounts: ['A','B'], transactionCount: 300, summary, generatedAt: new Date() };
(async () => { for (let i=0;i<5;i++) await renderReportPdf(input);
const s = process.hrtime.bigint(); for (let i=0;i<200;i++) await renderReportPdf(input); console.log('pdf', Number(process.hrtime.bigint()-s)/1e6/200, 'ms'); })();
