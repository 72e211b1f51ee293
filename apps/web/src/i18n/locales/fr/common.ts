import type { Translation } from '../../types';
import type en from '../en/common';

const fr: Translation<typeof en> = {
  brand: 'Congo Talent',
  skipToContent: 'Aller au contenu principal',
  nav: {
    home: 'Accueil',
    homeMobile: 'ACCUEIL',
    aboutUs: 'À PROPOS',
    howItWorks: 'COMMENT ÇA MARCHE',
    recommendedJobs: 'Offres recommandées',
    hiringCenter: 'Centre de recrutement',
    profile: 'PROFIL',
    myApplications: 'Mes candidatures',
    jobAlerts: 'Alertes emploi',
    savedJobs: 'Offres enregistrées',
    admin: 'Console du personnel',
    disconnect: 'Se déconnecter',
    logInRegister: 'Connexion / Inscription',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainMenu: 'Menu principal',
    yourProfile: 'Votre profil :',
  },
  userType: { professional: 'Professionnel', employer: 'Employeur', other: 'Membre' },
  /** What a staff member is called beside their name. */
  staff: 'Équipe',
  language: { label: 'Langue', en: 'English', fr: 'Français' },
  footer: {
    label: 'Pied de page',
    city: 'Kinshasa, RD Congo',
    newTab: '(s’ouvre dans un nouvel onglet)',
    about: 'À propos',
    howItWorks: 'Comment ça marche',
    safety: 'Restez prudent',
    privacy: 'Politique de confidentialité',
    contact: 'Contact',
    follow: 'Suivez-nous',
    rights: '© {{year}} Congo Talent. Tous droits réservés.',
    tagline: 'Des professionnels congolais qualifiés, et les employeurs qui ont besoin d’eux.',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  dataExport: {
    action: 'Télécharger mes données',
    busy: 'Préparation de votre fichier…',
    saved: 'Vos données ont été téléchargées : le fichier se trouve dans vos téléchargements.',
    offline:
      'Vous êtes hors ligne : vos données ne peuvent pas être téléchargées. Réessayez une fois la connexion rétablie.',
  },
  dismiss: 'Fermer',
  errorPage: { retry: 'Recharger la page', home: 'Aller à l’accueil' },
  pageHeads: {
    recommendedJobs: {
      title: 'Offres recommandées',
      intro: 'Des offres approuvées par notre équipe, choisies selon les compétences de votre profil.',
    },
    hiringCenter: {
      title: 'Centre de recrutement',
      intro:
        'Demandez les travailleurs dont vous avez besoin. Notre équipe examine chaque demande avant que les professionnels puissent la voir.',
    },
    myApplications: {
      title: 'Mes candidatures',
      intro: 'Suivez chaque candidature au fil des décisions de notre équipe et des employeurs.',
    },
    staffConsole: {
      title: 'Console du personnel',
      intro:
        'Examinez les demandes de recrutement, transmettez les meilleurs candidats aux employeurs et suivez les comptes.',
    },
  },
  offline: {
    notice:
      'Vous êtes hors ligne. Les pages déjà ouvertes restent lisibles ; rien ne peut être envoyé avant le retour de la connexion.',
    pageNotSaved:
      'Cette page n’a encore jamais été ouverte sur cet appareil : elle ne peut pas s’afficher hors ligne. Elle s’ouvrira au retour de la connexion.',
    dataNotSaved:
      'Ces informations n’ont pas encore été chargées sur cet appareil : elles ne peuvent pas s’afficher hors ligne. Elles se chargeront au retour de la connexion.',
    pageNotLoaded: 'Cette page n’a pas pu être chargée : le site a peut-être été mis à jour depuis son ouverture.',
  },
  update: {
    ready: 'Une nouvelle version de Congo Talent est prête.',
    reload: 'L’utiliser maintenant',
  },
  figures: {
    views: 'Vue par',
    applied: 'Candidatures',
    forwarded: 'Transmises',
    interviewed: 'Entretiens',
    hired: 'Embauches',
    firstAnswer: 'Première réponse, en général',
    noAnswerYet: 'pas encore de réponse',
    hours_one: 'sous {{count}} heure',
    hours_other: 'sous {{count}} heures',
    days_one: 'sous {{count}} jour',
    days_other: 'sous {{count}} jours',
  },
  jobStatus: { pending: 'En attente', approved: 'Approuvée', rejected: 'Refusée', closed: 'Clôturée' },
  applicationStatus: {
    submitted: 'Envoyée',
    shortlisted: 'Présélectionnée',
    interview: 'Entretien',
    offer: 'Offre',
    hired: 'Embauché',
    rejected: 'Non retenue',
    withdrawn: 'Retirée',
    closed: 'Clôturée',
  },
  applicationClosedReason: { job_withdrawn: 'Offre retirée', job_closed: 'Offre clôturée' },
  job: {
    experience: { entry: 'Débutant', mid: 'Intermédiaire', senior: 'Senior' },
    contract: { 'full-time': 'Temps plein', 'part-time': 'Temps partiel', contract: 'Contrat à durée déterminée' },
    workModel: { 'on-site': 'Sur site', remote: 'À distance', hybrid: 'Hybride' },
    sectors: {
      banking: 'Banque',
      hospitality: 'Hôtellerie',
      construction: 'Construction',
      it: 'Informatique',
      logistics: 'Logistique',
      mining: 'Mines',
    },
    perks: {
      relocation_fees: 'Frais de déménagement',
      medical_aid: 'Couverture médicale',
      visa_sponsorship: 'Parrainage de visa',
      housing: 'Logement',
    },
    notSpecified: 'Non précisé',
  },
  ui: {
    cancel: 'Annuler',
    close: 'Fermer',
    retry: 'Réessayer',
    previous: 'Précédent',
    next: 'Suivant',
    pageOf: 'Page {{page}} sur {{pages}}',
    pagination: 'Pages',
    chooseFile: 'Choisir un fichier',
    noFileChosen: 'Aucun fichier choisi',
    selectedFile: 'Sélectionné : {{name}}',
    removeFile: 'Retirer ce fichier',
    match: 'Correspondance : {{percent}} %',
    noSkillsListed: 'Aucune compétence requise indiquée',
    matchedSkills: 'Compétences correspondantes : {{skills}}',
    missingSkills: 'Compétences manquantes : {{skills}}',
    none: 'aucune',
  },
};

export default fr;
