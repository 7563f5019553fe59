/** « Marquer comme produite » / « Annuler la production » de la section taxes d’un client (les mots de la console). */
export const taxFiling = {
  ledgerleaf: {
    tax: {
      filing: {
        label: 'Production',
        markFiled: 'Marquer comme produite',
        undoFiled: 'Annuler la production',
        marking: 'Enregistrement de la production…',
        undoing: 'Annulation…',
        markTitle: 'Marquer cette déclaration comme produite?',
        markBody:
          'Enregistrer la déclaration du client pour %{period} comme produite auprès de l’ARC. Ses montants sont figés tels qu’ils sont maintenant : les changements ultérieurs aux livres ne les modifieront pas.',
        undoTitle: 'Annuler la production de cette déclaration?',
        undoBody: 'La feuille de travail pour %{period} relira les livres du client tels qu’ils sont maintenant, et pourrait changer.',
        notFiled: 'Non enregistrée comme produite.',
        filedOn: 'Produite le %{date} · montants figés',
        filedOnBy: 'Produite le %{date} par %{name} · montants figés',
        filedShort: 'produite',
        markedFiled: 'Déclaration enregistrée comme produite',
        undone: 'Production annulée',
        failed: 'La production n’a pas pu être enregistrée',
      },
    },
  },
};
