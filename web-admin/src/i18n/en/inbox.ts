/** What clients and visitors send the firm: the inbox of threads, contact messages, call requests, questions on transactions. */
export const inbox = {
  resources: {
    conversations: {
      fields: { clientName: 'Client', waitingSince: 'Waiting since', waitedMinutes: 'Waited', waitingMessages: 'Messages', lastText: 'Last message' },
    },
    'call-requests': {
      fields: {
        firstName: 'First Name',
        lastName: 'Last Name',
        phone: 'Phone Number',
        email: 'Email',
        preferredDate: 'Preferred Date',
        preferredTime: 'Preferred Time',
        timezone: 'Timezone',
        status: 'Status',
        actions: 'Actions',
      },
    },
    messages: { fields: { status: 'Status' } },
    questions: {
      fields: {
        askedAt: 'Asked',
        userId: 'Client',
        reportId: 'Report',
        transaction: 'Transaction',
        question: 'Question',
        status: 'Status',
        answer: 'Answer',
      },
    },
  },
  ledgerleaf: {
    inbox: {
      empty: 'No thread is waiting for an answer',
      days: '%{days} d %{hours} h',
    },
    messages: {
      label: 'Messages',
      status: { unread: 'Unread', read: 'Read' },
      from: 'Message from %{name}',
      markAsRead: 'Mark as Read',
      noMatch: 'No messages match this filter.',
      empty: 'No messages yet',
      updated: 'Message status updated',
      updateFailed: 'Failed to update message status',
    },
    callRequests: {
      status: { pending: 'Pending', completed: 'Completed' },
      markCompleted: 'Mark as Completed',
      markPending: 'Mark as Pending',
      empty: 'No call requests yet',
      updated: 'Call request status updated',
      updateFailed: 'Failed to update status',
    },
    questions: {
      status: { open: 'Open', answered: 'Answered' },
      awaitingClient: 'Awaiting client',
      empty: "No questions to clients yet: ask one from a report's transaction list",
      attachmentMissing: 'The file "%{name}" is no longer available on the server. The uploaded files may have been removed.',
      attachmentError: 'Unable to access the file "%{name}". Please check if the file exists.',
    },
  },
};
