import { BRAND } from '@ledgerleaf/contracts';
import type { LegalDocument } from './types';

/** The security page in French: a faithful translation of security.ts (same sections, same order). */
export const securite: LegalDocument = {
  title: 'Sécurité',
  intro: [
    `Vos livres contiennent certains des renseignements les plus sensibles sur votre entreprise. Cette page décrit comment ${BRAND.name} les protège, du moment où vous connectez un compte bancaire jusqu’au jour où vous fermez votre compte.`,
    `Si vous croyez avoir découvert un problème de sécurité, veuillez écrire à ${BRAND.supportEmail} en donnant les détails. Nous examinons chaque signalement et vous tiendrons informé.`,
  ],
  sections: [
    {
      heading: 'Protection des données',
      paragraphs: [
        'Toutes les communications entre votre navigateur et notre service sont chiffrées avec TLS. Les jetons d’accès bancaire sont chiffrés au repos avec AES-256, et les mots de passe ne sont conservés que sous forme de hachages salés à sens unique (Argon2id), de sorte que personne chez Ledgerleaf ne peut les lire.',
        'Les connexions bancaires passent par Plaid et sont en lecture seule : nous pouvons voir les transactions, mais personne ne peut déplacer d’argent au moyen de Ledgerleaf, et nous ne voyons jamais vos identifiants de services bancaires en ligne. Les documents téléversés sont conservés sous des noms aléatoires et ne sont transmis qu’à vous et au personnel qui tient vos livres.',
      ],
    },
    {
      heading: 'Infrastructure',
      paragraphs: [
        'Nos serveurs d’application et de base de données sont hébergés dans des centres de données au Canada exploités par des fournisseurs qui détiennent des certifications de sécurité indépendantes, contrôlent l’accès physique et assurent une surveillance en tout temps.',
        'Les serveurs n’exécutent que les logiciels dont ils ont besoin, sont mis à jour régulièrement et se trouvent derrière des pare-feu qui ne laissent passer que le trafic nécessaire au service. Les paiements par carte sont entièrement traités par Stripe, une société de traitement des paiements certifiée PCI DSS de niveau 1, de sorte que les numéros de carte n’atteignent jamais nos systèmes.',
      ],
    },
    {
      heading: 'Contrôle d’accès',
      paragraphs: [
        'Votre session est conservée dans un témoin sécurisé, de type HTTP seulement, que les scripts ne peuvent pas lire, et les requêtes provenant d’autres sites Web sont refusées. Chaque demande de vos données est vérifiée par rapport à votre compte, de sorte qu’un client ne peut jamais voir les dossiers d’un autre client.',
        'Chez Ledgerleaf, l’accès suit le principe du droit d’accès minimal : seuls les teneurs de livres qui travaillent sur votre dossier peuvent l’ouvrir, et l’accès administratif est limité à un petit nombre de membres de la haute direction.',
      ],
    },
    {
      heading: 'Sauvegarde et reprise',
      paragraphs: [
        'Les bases de données et les documents sont sauvegardés automatiquement, chiffrés et conservés au Canada, séparément des systèmes en production. Nous testons la restauration à partir des sauvegardes afin que, si un serveur tombe en panne, vos livres puissent être rétablis rapidement et entièrement.',
      ],
    },
    {
      heading: 'Conformité',
      paragraphs: [
        'Nous traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE, en anglais PIPEDA) et aux lois provinciales applicables en matière de protection des renseignements personnels. Pour les clients qui ont des clients ou des activités en Europe, nos pratiques sont conçues pour respecter les principes du Règlement général sur la protection des données (RGPD, en anglais GDPR) : la minimisation des données, la limitation des finalités et les droits d’accès, de rectification et d’effacement des données personnelles.',
        'Les documents sont conservés aussi longtemps que l’exigent les règles fiscales canadiennes, puis supprimés. Vous pouvez supprimer votre compte en tout temps à partir de votre profil.',
      ],
    },
    {
      heading: 'Sécurité du personnel',
      paragraphs: [
        'Chaque personne qui se joint à Ledgerleaf fait l’objet d’une vérification des antécédents, signe une entente de confidentialité et suit une formation sur la sécurité et la protection des renseignements personnels à son embauche, puis chaque année.',
        'Les comptes du personnel utilisent des mots de passe robustes et uniques et sont supprimés le jour même du départ d’une personne. Le personnel ne demande jamais leur mot de passe aux clients, que ce soit par courriel, par téléphone ou par tout autre moyen.',
      ],
    },
  ],
};
