import type { Translation } from '../../types';
import type en from '../en/pages';

const fr: Translation<typeof en> = {
  contactLine: 'Des questions ? Écrivez-nous à {{email}}.',
  about: {
    title: 'À propos',
    intro:
      'Congo Talent met en relation des professionnels congolais qualifiés et les employeurs qui ont besoin d’eux, de Kinshasa à Lubumbashi, Goma et Kisangani.',
    sections: [
      {
        heading: 'Pourquoi nous existons',
        body: [
          'Partout en RD Congo, des entreprises peinent à trouver des personnes qualifiées, tandis que beaucoup de professionnels formés n’entendent jamais parler des postes qui leur conviendraient. Le bouche-à-oreille et les panneaux d’affichage ne touchent que peu de monde.',
          'Nous avons créé un seul endroit où les professionnels montrent ce qu’ils savent faire et où les employeurs décrivent ce dont ils ont besoin, et où la rencontre se fait sur les compétences, pas sur les relations.',
        ],
      },
      {
        heading: 'Ce que nous faisons',
        body: [
          'Les professionnels créent un profil avec leur expérience, leurs compétences et leur CV. Ils voient d’abord les offres qui correspondent à leurs compétences, avec la part des compétences requises qu’ils possèdent déjà, et postulent en quelques minutes.',
          'Les employeurs demandent des travailleurs depuis le Centre de recrutement. Notre équipe vérifie chaque demande avant sa publication : les professionnels ne voient que de vraies offres aux conditions claires.',
          'Les employeurs restent confidentiels : les candidats voient le secteur, le lieu et le poste, et n’apprennent le nom de l’entreprise qu’une fois présélectionnés.',
        ],
      },
      {
        heading: 'Pensé pour la façon dont on se connecte',
        body: [
          'La plupart de nos utilisateurs sont sur téléphone, souvent avec une connexion lente ou coûteuse. Le site charge peu, s’adapte à tous les écrans, fonctionne en français et en anglais, et s’utilise au clavier comme avec un lecteur d’écran.',
        ],
      },
      {
        heading: 'Qui nous sommes',
        body: [
          'Nous sommes une petite équipe basée à Kinshasa, avec des recruteurs qui connaissent la banque, l’hôtellerie, la construction, l’informatique, la logistique et les mines.',
        ],
      },
    ],
  },
  howItWorks: {
    title: 'Comment ça marche',
    intro:
      'Deux types de comptes, un parcours simple pour chacun. Vous pouvez aussi essayer la plateforme avec un compte de démonstration.',
    sections: [
      {
        heading: 'Pour les professionnels',
        steps: [
          'Inscrivez-vous comme Professionnel qualifié avec votre nom, votre pays et votre numéro de téléphone.',
          'Complétez votre profil en trois étapes : informations personnelles, informations professionnelles avec vos compétences, puis votre CV (PDF) et une photo.',
          'Ouvrez Offres recommandées. L’onglet Compatibles liste les postes qui demandent vos compétences, la meilleure correspondance en premier ; l’onglet Toutes les offres liste toutes les offres ouvertes.',
          'Postulez avec une lettre de motivation facultative. Quand notre équipe vous présélectionne, le nom et le contact de l’employeur vous sont révélés et votre candidature lui est transmise.',
        ],
      },
      {
        heading: 'Pour les employeurs',
        steps: [
          'Inscrivez-vous comme Employeur avec le nom de votre entreprise, son secteur, son site web, sa taille et votre fonction.',
          'Complétez le profil de l’entreprise : informations sur l’entreprise, votre équipe de recrutement et une courte présentation avec votre logo.',
          'Dans le Centre de recrutement, remplissez Demander un nouveau travailleur : le poste, les compétences requises, le contrat, le salaire, le lieu et la date limite.',
          'Suivez chaque demande dans Votre historique de recrutement. Une fois approuvée, elle est publiée auprès des professionnels correspondants, et nous vous envoyons les candidats présélectionnés.',
        ],
      },
    ],
    cta: 'Aller à l’inscription',
    tryIt: {
      heading: 'Essayez d’abord',
      body: 'Sur l’écran d’inscription, Essayer en tant que professionnel et Essayer en tant qu’employeur ouvrent un compte de démonstration rempli de données d’exemple. Chaque compte de démonstration n’appartient qu’à vous et est supprimé après 24 heures.',
    },
  },
  safety: {
    title: 'Restez prudent',
    intro:
      'Les fausses offres d’emploi prennent aux chercheurs d’emploi un argent dont ils ont besoin. Voici à quoi ressemblent ces arnaques, et ce qu’il faut faire quand vous en rencontrez une.',
    rule: 'Congo Talent et les vrais employeurs ne vous demandent jamais de payer pour postuler, pour suivre une formation ou pour obtenir un entretien. Si quelqu’un le fait, signalez cette offre.',
    sections: [
      {
        heading: 'À quoi ressemblent les arnaques',
        items: [
          'On vous demande de payer des frais : pour ouvrir un dossier, pour une formation, pour une visite médicale, pour un uniforme ou un badge.',
          'L’argent est à envoyer par M-Pesa, Airtel Money ou Orange Money, souvent à un numéro personnel.',
          'Le « recruteur » ne vous parle que sur WhatsApp, ou vous demande de quitter Congo Talent pour continuer.',
          'Un recrutement massif de centaines de personnes est annoncé sous le nom d’une vraie entreprise connue.',
          'Le salaire est bien au-dessus de ce que paie d’habitude un tel poste, et l’on vous presse de décider tout de suite.',
        ],
      },
      {
        heading: 'Que faire',
        items: [
          'Ne payez jamais rien pour postuler, pour suivre une formation ou pour obtenir un entretien, qui que ce soit qui le demande et quelle qu’en soit la raison.',
          'Signalez l’offre : sur sa page, choisissez « Signaler cette offre » et dites ce qui s’est passé. Notre équipe examine chaque signalement.',
          'Prévenez notre équipe à {{email}}, avec le numéro de téléphone ou les messages qui vous ont demandé de payer.',
          'N’envoyez jamais vos pièces d’identité ni le code PIN de votre compte mobile money à quelqu’un que vous ne connaissez que par un message.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Cette politique explique quelles données personnelles Congo Talent conserve, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
    version: 'Version du {{date}}',
    sections: [
      {
        heading: 'Les données que nous conservons',
        body: [
          'Ce que nous conservons dépend de votre usage de Congo Talent :',
          [
            'Votre compte : votre adresse e-mail, votre mot de passe (conservé uniquement sous forme d’empreinte sécurisée, jamais lisible), votre nom, votre pays et votre numéro de téléphone, le fait que ce numéro a été vérifié ou non par un code, et votre langue.',
            'Si vous vous connectez avec Google ou LinkedIn : le lien entre ce compte et le vôtre.',
            'Pour les professionnels : la date de naissance, le poste, les années d’expérience, les compétences, le résumé professionnel, l’adresse LinkedIn, les références, le CV et la photo.',
            'Pour les employeurs : les informations sur l’entreprise, le contact de l’équipe de recrutement, la présentation et le logo, la vérification de votre entreprise par notre équipe, et vos demandes de recrutement avec leurs fiches de poste.',
            'Vos candidatures, avec leurs lettres de motivation et chaque changement de leur statut.',
            'Vos alertes emploi et vos notifications.',
            'Vos choix d’e-mails et de SMS, chacun avec sa date et la façon dont vous l’avez fait.',
            'La version de cette politique que vous avez acceptée à votre inscription.',
            'L’historique de vos connexions : leurs dates, leur moyen (mot de passe, Google, LinkedIn), le type d’appareil (téléphone, tablette ou ordinateur) et l’adresse Internet (IP) d’où elles venaient.',
            'Les signalements que vous faites sur des offres.',
          ],
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        body: [
          'Nous ne vendons pas vos données et ne les utilisons pas pour de la publicité. Nous les utilisons seulement pour :',
          [
            'faire fonctionner votre compte ;',
            'rapprocher vos compétences des offres ;',
            'transmettre votre candidature à l’employeur une fois qu’elle a été présélectionnée par notre équipe ;',
            'vous envoyer les e-mails et les SMS que vous avez choisis ;',
            'protéger le service contre les arnaques, en examinant les signalements d’offres et en vérifiant les demandes de recrutement ;',
            'protéger votre compte.',
          ],
        ],
      },
      {
        heading: 'Qui peut les voir',
        body: [
          'Un employeur ne voit une candidature qu’une fois présélectionnée par notre équipe. Un professionnel ne voit le nom et le contact d’un employeur que pour les offres pour lesquelles il est présélectionné. Notre personnel voit ce dont il a besoin pour examiner les demandes et les candidatures.',
        ],
      },
      {
        heading: 'Références',
        body: [
          'Les références sont obligatoires : un profil professionnel doit indiquer des personnes pouvant confirmer votre expérience. En donnant leurs coordonnées, vous confirmez qu’elles acceptent d’être contactées au sujet de vos candidatures. Leurs coordonnées sont conservées et supprimées avec votre profil.',
        ],
      },
      {
        heading: 'Durée de conservation',
        body: [
          'Nous conservons vos données tant que vous utilisez votre compte, sauf :',
          [
            'Les lettres de motivation sont effacées {{coverLetterDays}} jours après la clôture de l’offre.',
            'Si votre compte n’est pas utilisé pendant {{unusedYears}} ans, nous vous envoyons un e-mail d’avertissement. {{warningDays}} jours plus tard, vos fichiers (CV, photo ou logo) sont supprimés. Il suffit de vous connecter pour les garder.',
            'Les comptes de démonstration et leurs données d’exemple sont supprimés après 24 heures.',
          ],
        ],
      },
      {
        heading: 'Quand vous supprimez votre compte',
        body: [
          'Vos moyens de connexion, votre profil, vos fichiers, vos alertes emploi et vos notifications sont supprimés immédiatement. Si vous êtes employeur, vos offres ouvertes sont clôturées.',
          'Vos candidatures restent seulement sous forme d’enregistrements anonymes (sans nom, contact, lettre, CV ni photo) dans l’historique des employeurs et de notre personnel.',
        ],
      },
      {
        heading: 'Ce qui est gardé pour l’historique',
        body: [
          'Certains enregistrements sont gardés pour l’historique des recrutements et pour la sécurité : les candidatures et leur statut, l’historique des connexions, les signalements et les enregistrements anonymes ci-dessus. Pour ces enregistrements :',
          'Vos données peuvent être supprimées sur demande après {{onRequestYears}} ans. Pour le demander, écrivez à {{email}} depuis l’adresse e-mail de votre compte.',
          'Toutes les données personnelles sont automatiquement supprimées après {{autoYears}} ans.',
        ],
      },
      {
        heading: 'Vos droits',
        body: [
          'Le Code du numérique de la RDC (Ordonnance-loi n° 23/010 du {{digitalCodeDate}}) vous donne ces droits. Voici comment exercer chacun d’eux. La page « Réglages des e-mails et SMS » s’ouvre depuis la cloche, en haut de l’écran.',
          [
            'Consulter vos données et en obtenir une copie : choisissez « Télécharger mes données » en haut de l’écran (dans le menu sur téléphone) ou sur la page « Réglages des e-mails et SMS ». Vous recevez un seul fichier ZIP avec vos données et les fichiers que vous avez envoyés, et une page qui dit ce qu’est chaque partie, dans votre langue.',
            'Les corriger : modifiez vos informations à tout moment sur la page PROFIL.',
            'Les effacer : choisissez « Supprimer mon compte » sur la page « Réglages des e-mails et SMS ». Le compte d’un membre du personnel est supprimé par un autre membre du personnel.',
            'Vous opposer ou retirer votre consentement : désactivez les e-mails et les SMS sur la page « Réglages des e-mails et SMS », ou répondez STOP (ou ARRET) à l’un de nos SMS. Vous pouvez supprimer vos alertes emploi sur la page Alertes emploi.',
            'Pour toute autre demande, écrivez à {{email}}.',
          ],
        ],
      },
      {
        heading: 'Sécurité',
        body: [
          'Les connexions sont chiffrées, les mots de passe sont hachés, et les fichiers comme les CV ne sont servis que par des liens de courte durée, aux seules personnes autorisées à les voir.',
          'Si des données personnelles étaient un jour compromises, nous préviendrions sans délai les personnes concernées et l’autorité de protection des données.',
        ],
      },
      {
        heading: 'Modifications de cette politique',
        body: [
          'Quand cette politique change, elle reçoit une nouvelle date de version. La page « Réglages des e-mails et SMS » indique la version que vous avez acceptée à votre inscription, ainsi que vos choix d’e-mails et de SMS.',
        ],
      },
    ],
  },
};

export default fr;
