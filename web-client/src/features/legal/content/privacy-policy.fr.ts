import { BRAND } from '@ledgerleaf/contracts';
import type { LegalDocument } from './types';

/** The privacy policy in French: a faithful translation of privacy-policy.ts (same sections, same order). */
export const politiqueDeConfidentialite: LegalDocument = {
  title: 'Politique de confidentialité',
  intro: [
    `${BRAND.name} offre des services de tenue de livres virtuels aux petites entreprises, aux travailleurs autonomes et aux entrepreneurs partout au Canada. Tenir vos livres, c’est traiter des renseignements financiers que vous nous confiez, et nous prenons cette responsabilité au sérieux.`,
    `Cette politique explique quels renseignements personnels nous recueillons, pourquoi nous les recueillons, avec qui nous les communiquons et quels choix s’offrent à vous. Elle est rédigée pour respecter la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et les lois sur la protection des renseignements personnels des provinces où nos clients font affaire. En utilisant ${BRAND.name}, vous acceptez les pratiques décrites ici.`,
  ],
  sections: [
    {
      heading: 'Renseignements que nous recueillons',
      paragraphs: ['Nous ne recueillons que les renseignements nécessaires pour tenir vos livres et gérer votre compte :'],
      items: [
        'Les renseignements du compte : vos prénom et nom, votre adresse courriel, votre numéro de téléphone et un mot de passe, que nous ne conservons que sous forme de hachage à sens unique.',
        'Les renseignements sur votre entreprise et vos taxes que vous nous fournissez, comme la date de fin de votre exercice et les montants de TPS/TVH, de charges sociales et d’impôt sur le revenu des sociétés que vous devez.',
        'Les renseignements bancaires que vous choisissez de connecter par l’intermédiaire de Plaid : le nom des comptes, les derniers chiffres des numéros de compte, les soldes et les transactions. Les connexions sont en lecture seule; nous ne voyons ni ne conservons jamais le mot de passe de vos services bancaires en ligne.',
        'Les documents que vous téléversez, comme des reçus, des factures, des relevés bancaires et des fichiers CSV, ainsi que les transactions et les catégories que nous en tirons.',
        'Les messages et les demandes d’appel que vous nous envoyez, y compris la date, l’heure et le fuseau horaire que vous préférez.',
        'Les données de paiement de notre société de traitement des paiements, Stripe : le forfait que vous avez choisi, le montant payé et les quatre derniers chiffres de votre carte. Nous ne recevons jamais le numéro complet de votre carte.',
        'Les renseignements techniques nécessaires à la sécurité du service, comme un témoin de session, votre adresse IP et les heures auxquelles vous vous êtes connecté.',
      ],
    },
    {
      heading: 'Comment nous utilisons vos renseignements',
      paragraphs: ['Nous utilisons vos renseignements pour :'],
      items: [
        'Catégoriser vos transactions et préparer vos rapports mensuels, y compris les états des résultats, les bilans, les rapprochements bancaires et les montants de TPS/TVH.',
        'Faire réviser chaque rapport par un teneur de livres avant qu’il vous soit remis.',
        'Traiter les paiements de votre abonnement et vous envoyer des reçus et des avis concernant votre compte.',
        'Répondre à vos questions, retourner vos appels et vous aider lorsqu’un problème survient.',
        'Protéger votre compte, détecter la fraude et assurer le bon fonctionnement du service.',
        'Améliorer notre catégorisation, par exemple en retenant la façon dont vous avez corrigé la catégorie d’un commerçant que vous utilisez souvent.',
      ],
    },
    {
      heading: 'Comment nous communiquons les renseignements',
      paragraphs: [
        'Nous ne vendons ni ne louons vos renseignements personnels, et nous ne les communiquons pas à des annonceurs pour leurs propres fins.',
        'Nous ne communiquons des renseignements qu’aux fournisseurs de services qui nous aident à offrir le service, en vertu de contrats qui limitent leur utilisation à cette fin : Plaid (connexions bancaires), Stripe (paiements), notre hébergeur au Canada, notre fournisseur de courriel et un service d’intelligence artificielle qui suggère des catégories de transactions à partir de leur description. Certains de ces fournisseurs peuvent traiter des renseignements limités aux États-Unis, où ils sont assujettis aux lois de ce pays.',
        'Nous pouvons aussi divulguer des renseignements lorsque la loi l’exige, par exemple en réponse à une ordonnance judiciaire valide, ou pour protéger les droits, les biens ou la sécurité de nos clients et de notre personnel. Si notre entreprise était vendue ou fusionnée, vos renseignements seraient transférés au nouveau propriétaire avec les mêmes protections que celles décrites ici, et nous vous en aviserions d’abord.',
      ],
    },
    {
      heading: 'Comment nous protégeons vos renseignements',
      paragraphs: [
        'Vos données sont conservées dans des centres de données au Canada. Les renseignements circulent sur des connexions chiffrées (TLS), les jetons d’accès bancaire sont chiffrés au repos et les mots de passe ne sont conservés que sous forme de hachages robustes à sens unique.',
        'Seuls les membres du personnel qui ont besoin de vos renseignements pour tenir vos livres peuvent les consulter, et chacun d’eux est lié par une entente de confidentialité. Vous trouverez plus de détails sur notre page Sécurité.',
        'Nous conservons vos renseignements tant que votre compte est ouvert et, par la suite, seulement aussi longtemps que l’exigent les règles canadiennes en matière de fiscalité et de tenue de registres, après quoi ils sont supprimés ou anonymisés.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: ['En vertu de la LPRPDE et des lois provinciales applicables, vous avez le droit de :'],
      items: [
        'Demander quels renseignements personnels nous détenons à votre sujet et en recevoir une copie.',
        'Faire corriger les renseignements inexacts ou incomplets; vous pouvez mettre à jour la plupart d’entre eux vous-même à partir de votre profil.',
        'Retirer votre consentement, par exemple en déconnectant un compte bancaire, sous réserve des limites légales ou contractuelles.',
        'Supprimer votre compte à partir de votre profil, ce qui efface vos renseignements personnels, sauf les documents que la loi nous oblige à conserver.',
        'Porter plainte auprès du Commissariat à la protection de la vie privée du Canada si vous n’êtes pas satisfait de la façon dont nous avons traité votre demande.',
      ],
    },
    {
      heading: 'Nous joindre',
      paragraphs: [
        `Vous pouvez adresser vos questions, demandes ou préoccupations concernant la protection de vos renseignements personnels à notre responsable de la protection des renseignements personnels à ${BRAND.supportEmail} ou par téléphone au ${BRAND.phone}. Nous répondons aux demandes en matière de protection des renseignements personnels dans un délai de 30 jours.`,
        'Si nous modifions cette politique d’une manière qui vous touche, nous publierons la nouvelle version sur cette page et vous en aviserons par courriel avant l’entrée en vigueur du changement.',
      ],
    },
  ],
};
