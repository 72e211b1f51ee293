import type { Translation } from '../../types';
import type en from '../en/auth';

const fr: Translation<typeof en> = {
  title: 'Bienvenue sur Congo Talent',
  tabs: { label: 'Se connecter ou s’inscrire', login: 'Connexion', register: 'Inscription' },
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  email: 'E-mail',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  login: {
    title: 'Connectez-vous à votre compte',
    lead: 'Content de vous revoir.',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    forgot: 'Mot de passe oublié ?',
    imageAlt: 'Une professionnelle avec une tablette dans un bureau qui donne sur la ville.',
  },
  register: {
    title: 'Créez votre compte',
    lead: 'C’est gratuit, pour les professionnels comme pour les employeurs.',
    role: { legend: 'Je m’inscris en tant que', professional: 'Professionnel qualifié', employer: 'Employeur' },
    firstName: 'Prénom',
    lastName: 'Nom',
    passwordHint: 'Au moins 8 caractères.',
    country: 'Pays',
    phone: 'Numéro de téléphone',
    phoneHint: 'L’indicatif {{code}} est ajouté pour vous : saisissez le numéro comme vous le composez dans le pays.',
    companyName: 'Nom de l’entreprise',
    industry: 'Secteur',
    industryHint: 'Choisissez une suggestion ou saisissez votre secteur.',
    website: 'Site web de l’entreprise',
    websiteHint: 'https:// est ajouté si vous ne l’indiquez pas.',
    companySize: 'Taille de l’entreprise',
    companySizeChoose: 'Choisissez une taille',
    companySizeOption: '{{size}} employés',
    jobTitle: 'Votre fonction',
    submit: 'Créer mon compte',
    submitting: 'Création de votre compte…',
    imageAlt: 'Un ouvrier du bâtiment et un responsable côte à côte sur un chantier.',
  },
  demo: {
    title: 'Simple curiosité ?',
    lead: 'Découvrez la plateforme avec un compte de démonstration rempli de données d’exemple. Il n’appartient qu’à vous et est supprimé après 24 heures.',
    professional: 'Essayer en tant que professionnel',
    employer: 'Essayer en tant qu’employeur',
    starting: 'Ouverture de la démo…',
  },
  social: {
    or: 'ou',
    google: 'Continuer avec Google',
    linkedin: 'Continuer avec LinkedIn',
    opening: 'Ouverture de {{name}}…',
  },
  callback: {
    title: 'Connexion en cours',
    working: 'Vérification de votre connexion…',
    role: {
      title: 'Encore une étape',
      lead: 'Bienvenue ! Vous nous rejoignez en tant que professionnel qualifié ou en tant qu’employeur ?',
      leadWithName: 'Bienvenue, {{name}} ! Vous nous rejoignez en tant que professionnel qualifié ou en tant qu’employeur ?',
      email: 'Votre compte utilisera {{email}}. Votre profil vient ensuite.',
      submit: 'Créer mon compte',
      submitting: 'Création de votre compte…',
    },
  },
};

export default fr;
