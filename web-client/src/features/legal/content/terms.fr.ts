import { BRAND, CURRENCY, formatDate, formatNumber, PLANS, TERMS_EFFECTIVE_DATE } from '@ledgerleaf/contracts';
import { isoOfEnglishDate } from './dates';
import type { LegalDocument } from './types';

const effective = formatDate(isoOfEnglishDate(TERMS_EFFECTIVE_DATE), 'fr-CA', 'long');
const price = (cents: number) => formatNumber(cents / 100, 'fr-CA', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });

/** The terms in French: a faithful translation of terms.ts (same thirty sections, same order). */
export const conditionsUtilisation: LegalDocument = {
  title: 'Conditions générales',
  dates: [`Date d’entrée en vigueur : ${effective}`, `Dernière mise à jour : ${effective}`],
  intro: [
    `Les présentes conditions générales constituent une entente entre vous et ${BRAND.name} concernant votre utilisation de notre site Web et de notre service de tenue de livres par abonnement. Veuillez les lire attentivement : elles expliquent le fonctionnement de la facturation, du renouvellement et de l’annulation, et limitent notre responsabilité.`,
  ],
  numbered: true,
  sections: [
    {
      heading: 'Acceptation des présentes conditions',
      paragraphs: [
        `En créant un compte, en vous abonnant à un forfait ou en utilisant autrement ${BRAND.name}, vous acceptez les présentes conditions et notre politique de confidentialité. Si vous utilisez le service au nom d’une entreprise, vous confirmez être autorisé à accepter les présentes conditions pour cette entreprise. Si vous ne les acceptez pas, n’utilisez pas le service.`,
      ],
    },
    {
      heading: 'Définitions',
      paragraphs: [
        `« ${BRAND.name} », « nous », « notre » et « nos » désignent le fournisseur du service. « Vous » désigne la personne ou l’entreprise titulaire du compte. « Service » désigne notre site Web, le tableau de bord client, le travail de tenue de livres et les rapports que nous remettons. « Abonnement » désigne un forfait payant qui se renouvelle automatiquement. « Période payée » désigne le mois ou l’année que couvre votre dernier paiement.`,
      ],
    },
    {
      heading: 'Admissibilité',
      paragraphs: [
        'Vous devez avoir au moins l’âge de la majorité dans votre province ou territoire et être en mesure de conclure un contrat qui vous lie. Le service est conçu pour les entreprises, les travailleurs autonomes et les entrepreneurs qui ont des comptes auprès d’institutions financières canadiennes.',
      ],
    },
    {
      heading: 'Votre compte',
      paragraphs: [
        'Vous vous engagez à fournir des renseignements exacts, à jour et complets lors de votre inscription et à les tenir à jour. Vous êtes responsable de tout ce qui se fait au moyen de votre compte. Un compte sert une seule entreprise; dites-nous si vous avez besoin que nous tenions les livres de plus d’une entreprise.',
      ],
    },
    {
      heading: 'Description des services',
      paragraphs: [
        'Nous catégorisons vos revenus et vos dépenses, rapprochons vos comptes bancaires et de cartes de crédit et préparons des rapports mensuels, qui peuvent comprendre des états des résultats, des bilans, des rapprochements bancaires et les montants dont vous avez besoin pour vos déclarations de TPS/TVH. Les rapports sont remis dans votre tableau de bord en fichiers CSV et PDF après avoir été révisés par un teneur de livres.',
      ],
    },
    {
      heading: 'Forfaits d’abonnement',
      paragraphs: [
        `Nous offrons un forfait mensuel à ${price(PLANS.MONTHLY.priceCents)} par mois et un forfait annuel à ${price(PLANS.ANNUAL.priceCents)} par année, tous deux en dollars canadiens. Le forfait mensuel couvre un mois de tenue de livres par période de facturation; le forfait annuel couvre douze mois traités ensemble. Les caractéristiques des forfaits sont décrites sur notre page de tarifs au moment de votre abonnement.`,
      ],
    },
    {
      heading: 'Facturation et renouvellement automatique',
      paragraphs: [
        'Les abonnements sont facturés d’avance au début de chaque période payée et se renouvellent automatiquement à la fin de chaque période, chaque mois pour le forfait mensuel et chaque année pour le forfait annuel, jusqu’à ce que vous les annuliez. En vous abonnant, vous nous autorisez, ainsi que notre société de traitement des paiements, à débiter votre mode de paiement à chaque renouvellement au prix alors en vigueur.',
        'Si nous modifions le prix de votre forfait, nous vous en aviserons par courriel au moins 30 jours avant que le changement s’applique à votre prochain renouvellement, afin que vous puissiez d’abord annuler si vous le souhaitez.',
      ],
    },
    {
      heading: 'Modes de paiement acceptés',
      paragraphs: [
        'Les paiements sont traités de façon sécurisée par Stripe. Nous acceptons Visa, MasterCard, American Express et JCB. Les données de votre carte sont traitées par Stripe et ne sont jamais conservées sur nos serveurs. Si un paiement de renouvellement échoue, nous pouvons le tenter de nouveau et suspendre le service jusqu’au paiement du solde.',
      ],
    },
    {
      heading: 'Devise et taxes',
      paragraphs: [
        `Tous les prix et paiements sont en dollars canadiens (${CURRENCY}). Les taxes de vente applicables, comme la TPS, la TVH ou la TVP, sont ajoutées selon votre province ou territoire. L’émetteur de votre carte peut exiger ses propres frais, par exemple pour les cartes émises à l’extérieur du Canada.`,
      ],
    },
    {
      heading: 'Annulation',
      paragraphs: [
        'Vous pouvez annuler votre abonnement en tout temps; il n’y a aucun contrat à long terme. L’annulation prend effet à la fin de votre période payée en cours : vous conservez un accès complet, nous terminons le travail de cette période, et aucuns frais supplémentaires ne sont facturés.',
      ],
    },
    {
      heading: 'Ventes finales; aucun remboursement',
      paragraphs: [
        'Toutes les ventes sont finales. Nous n’accordons aucun remboursement ni crédit pour des mois ou des années partiels, du temps inutilisé ou des périodes pendant lesquelles vous n’avez pas utilisé le service, sauf lorsque la loi en dispose autrement.',
      ],
    },
    {
      heading: 'Codes promotionnels et accès gratuit',
      paragraphs: [
        'Nous pouvons à l’occasion offrir des codes promotionnels ou des périodes gratuites. Chaque offre a ses propres conditions, n’a aucune valeur monétaire, ne peut être combinée à d’autres offres sauf indication contraire de notre part et peut être retirée en tout temps avant d’être utilisée.',
      ],
    },
    {
      heading: 'Vos responsabilités',
      paragraphs: [
        'Notre travail n’est exact que dans la mesure où les renseignements que nous recevons le sont. Vous vous engagez à fournir à temps des documents complets et véridiques, à nous informer des transactions que nous ne pouvons pas voir (comme les ventes au comptant ou les achats personnels faits avec une carte d’entreprise), et à examiner vos rapports et à nous aviser rapidement si quelque chose semble incorrect.',
      ],
    },
    {
      heading: 'Connexions bancaires',
      paragraphs: [
        'Vous pouvez connecter des comptes bancaires et de cartes de crédit par l’intermédiaire de Plaid, un fournisseur tiers. Les connexions sont en lecture seule : nous pouvons voir les soldes et les transactions, mais ne pouvons pas déplacer d’argent. Les banques fournissent généralement environ 90 jours d’historique. Vous pouvez déconnecter un compte en tout temps à partir de votre tableau de bord, ce qui retire ses transactions de nos dossiers.',
      ],
    },
    {
      heading: 'Documents et téléversements',
      paragraphs: [
        'Vous pouvez téléverser des reçus, des factures, des relevés et des fichiers CSV. Vous confirmez avoir le droit de les communiquer et qu’ils ne contiennent aucun logiciel malveillant. Nous ne les utilisons que pour fournir le service, et nous pouvons refuser les fichiers que nous ne pouvons pas lire.',
      ],
    },
    {
      heading: 'Délais de traitement',
      paragraphs: [
        'Nous visons à traiter les envois complets dans un délai de 48 heures, du lundi au vendredi, à l’exception des jours fériés. Les délais de traitement sont des objectifs et non des garanties; des documents incomplets ou imprécis peuvent demander plus de temps.',
      ],
    },
    {
      heading: 'Rapports et révisions',
      paragraphs: [
        'Les rapports mensuels sont produits au début de chaque mois et révisés par un teneur de livres avant que vous les voyiez. Les révisions sont illimitées : si un rapport n’est pas juste, demandez une modification à partir de votre tableau de bord et nous le corrigerons. Notre garantie de satisfaction signifie que nous continuons de travailler jusqu’à ce que vos livres soient justes; elle ne modifie pas les conditions de non-remboursement ci-dessus.',
      ],
    },
    {
      heading: 'Aucun conseil professionnel fiscal ou juridique',
      paragraphs: [
        'Nous offrons un service de tenue de livres. Nous ne sommes ni votre comptable, ni votre auditeur, ni votre avocat, ni votre conseiller financier, et rien dans le service ne constitue un conseil fiscal, juridique ou en placement. Pour toute décision concernant les impôts, la structure de votre entreprise ou vos placements, consultez un professionnel qualifié, comme un comptable professionnel agréé (CPA).',
      ],
    },
    {
      heading: 'Échéances de production',
      paragraphs: [
        'Vous demeurez responsable de produire vos déclarations et de verser vos taxes et impôts à temps à l’Agence du revenu du Canada et aux autorités provinciales. Nous ne sommes pas responsables des pénalités ou des intérêts découlant de renseignements tardifs, manquants ou inexacts que vous avez fournis, ni des déclarations que vous avez produites sans nous demander de vérifier les montants.',
      ],
    },
    {
      heading: 'Hébergement des données et confidentialité',
      paragraphs: [
        'Vos données sont hébergées au Canada. Nous recueillons, utilisons et protégeons les renseignements personnels comme le décrit notre politique de confidentialité, conformément à la LPRPDE. Vous demeurez propriétaire de vos données financières et pouvez télécharger vos rapports en tout temps tant que votre compte est ouvert.',
      ],
    },
    {
      heading: 'Sécurité du compte',
      paragraphs: [
        'Gardez votre mot de passe confidentiel et ne partagez pas votre compte. Avisez-nous immédiatement à l’adresse ci-dessous si vous soupçonnez qu’une personne a accédé à votre compte sans autorisation. Nous ne vous demanderons jamais votre mot de passe par courriel ou par téléphone.',
      ],
    },
    {
      heading: 'Utilisation acceptable',
      paragraphs: ['Vous vous engagez à ne pas :'],
      items: [
        'utiliser le service à des fins illégales, y compris le blanchiment d’argent ou l’évasion fiscale;',
        'téléverser du contenu que vous n’avez pas le droit de communiquer, ou du contenu renfermant du code malveillant;',
        'tenter d’accéder à des comptes ou à des données qui ne sont pas les vôtres, ni sonder, balayer ou perturber nos systèmes;',
        'copier ou revendre le service, ni en tirer un produit concurrent.',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `Le nom ${BRAND.name}, le site Web, les logiciels, les modèles et les formats de rapport nous appartiennent et sont protégés par la loi. Nous vous accordons un droit limité et non transférable d’utiliser le service pour votre propre entreprise tant que votre abonnement est actif. Les rapports que nous préparons à partir de vos données sont à vous.`,
      ],
    },
    {
      heading: 'Services de tiers',
      paragraphs: [
        'Le service repose sur des tiers comme Plaid, Stripe et notre hébergeur. Leurs services sont régis par leurs propres conditions, et nous ne sommes pas responsables de leurs pannes ou de leurs erreurs, mais nous vous aiderons à régler tout problème qu’ils causeraient.',
      ],
    },
    {
      heading: 'Modifications des services et disponibilité',
      paragraphs: [
        'Nous nous efforçons de garder le service accessible en tout temps, mais pouvons l’interrompre pour de l’entretien, des mises à jour ou des raisons indépendantes de notre volonté. Nous pouvons améliorer ou modifier les fonctionnalités au fil du temps; si un changement réduit de façon importante ce que comprend votre forfait, vous pouvez annuler avant votre prochain renouvellement.',
      ],
    },
    {
      heading: 'Exclusion de garanties',
      paragraphs: [
        'Outre les engagements pris dans les présentes conditions, le service est fourni « tel quel » et « selon sa disponibilité ». Dans la mesure permise par la loi, nous excluons toute autre garantie et condition, expresse ou implicite, y compris la qualité marchande, l’adaptation à un usage particulier et l’absence de contrefaçon.',
      ],
    },
    {
      heading: 'Limitation de responsabilité',
      paragraphs: [
        'Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, accessoires, spéciaux ou consécutifs, ni de la perte de profits, de revenus ou de données. Notre responsabilité totale pour toute réclamation liée au service est limitée aux frais que vous nous avez payés au cours des douze mois précédant la naissance de la réclamation.',
      ],
    },
    {
      heading: 'Indemnisation',
      paragraphs: [
        'Vous vous engagez à nous indemniser et à nous dégager de toute responsabilité à l’égard des réclamations, pertes et dépenses, y compris des honoraires juridiques raisonnables, découlant de votre manquement aux présentes conditions, d’une mauvaise utilisation du service ou de renseignements inexacts que vous avez fournis.',
      ],
    },
    {
      heading: 'Droit applicable et modifications des présentes conditions',
      paragraphs: [
        'Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent, et les tribunaux de l’Ontario ont compétence sur tout différend, à moins que la loi sur la protection du consommateur de votre province n’en dispose autrement.',
        'Nous pouvons mettre à jour les présentes conditions. Nous publierons la nouvelle version sur cette page avec une nouvelle date de « Dernière mise à jour » et, pour les changements importants, vous aviserons par courriel au moins 30 jours à l’avance. Continuer d’utiliser le service après l’entrée en vigueur du changement signifie que vous acceptez les conditions mises à jour.',
      ],
    },
    {
      heading: 'Nous joindre',
      paragraphs: [
        `Vous pouvez adresser vos questions sur les présentes conditions, votre abonnement ou votre facture à ${BRAND.supportEmail} ou à ${BRAND.email}, ou par téléphone au ${BRAND.phone}, du lundi au vendredi.`,
      ],
    },
  ],
};
