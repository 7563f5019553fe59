/** Each resource's name, as the menu and the list titles show it. */
export const resources = {
  resources: {
    'monthly-reports': { name: 'Monthly Reports' },
    'rejected-reports': { name: 'Rejected Reports' },
    'historical-reports': { name: 'Historical Reports' },
    'pending-submissions': { name: 'Pending Requests' },
    'completed-submissions': { name: 'Completed' },
    'edit-requests': { name: 'Edit Requests' },
    'call-requests': { name: 'Call Requests' },
    messages: { name: 'Messages' },
    users: { name: 'Users' },
    'year-end-packages': { name: 'Year-end packages' },
    receipts: { name: 'Receipts' },
    questions: { name: 'Questions' },
    conversations: { name: 'Inbox' },
    'month-close': { name: 'Month close' },
    'csv-uploads': { name: 'CSV Uploads' },
    'access-log': { name: 'Access log' },
    staff: { name: 'Staff' },
  },
};
