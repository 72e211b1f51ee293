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
    admin: 'Console du personnel',
    disconnect: 'Se déconnecter',
    logInRegister: 'Connexion / Inscription',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainMenu: 'Menu principal',
    yourProfile: 'Votre profil :',
  },
  userType: { professional: 'Professionnel', employer: 'Employeur', other: 'Membre' },
  language: { label: 'Langue', en: 'English', fr: 'Français' },
  footer: {
    label: 'Pied de page',
    city: 'Kinshasa, RD Congo',
    newTab: '(s’ouvre dans un nouvel onglet)',
    about: 'À propos',
    howItWorks: 'Comment ça marche',
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
  dismiss: 'Fermer',
  errorPage: { retry: 'Recharger la page', home: 'Aller à l’accueil' },
};

export default fr;
