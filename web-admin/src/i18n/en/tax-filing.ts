/** The client tax section's "Mark as filed" / "Undo filed" (the console's own words, not the client site's). */
export const taxFiling = {
  ledgerleaf: {
    tax: {
      filing: {
        label: 'Filing',
        markFiled: 'Mark as filed',
        undoFiled: 'Undo filed',
        marking: 'Marking as filed...',
        undoing: 'Undoing...',
        markTitle: 'Mark this return as filed?',
        markBody:
          "Record the client's return for %{period} as filed with the CRA. Its figures are frozen as they are now: later changes to the books will not move them.",
        undoTitle: 'Undo the filing of this return?',
        undoBody: "The worksheet for %{period} will read the client's books again, as they are now, and may change.",
        notFiled: 'Not recorded as filed.',
        filedOn: 'Filed on %{date} · figures frozen',
        filedOnBy: 'Filed on %{date} by %{name} · figures frozen',
        filedShort: 'filed',
        markedFiled: 'Return recorded as filed',
        undone: 'Filing undone',
        failed: 'The filing could not be recorded',
      },
    },
  },
};
