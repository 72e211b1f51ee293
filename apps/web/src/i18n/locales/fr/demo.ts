import type { Translation } from '../../types';
import type en from '../en/demo';

const fr: Translation<typeof en> = {
  title: 'Animation de bienvenue',
  lead: 'Le message de bienvenue qu’un nouvel utilisateur voit s’écrire lettre par lettre. Essayez-le en français ou en anglais, avec ou sans son.',
  form: {
    name: 'Nom à saluer',
    nameHint: 'Laissez vide pour afficher le nom de la plateforme.',
    language: 'Langue du message',
    sound: 'Jouer le son',
    play: 'Lancer l’animation',
    replay: 'Relancer l’animation',
    stop: 'Arrêter',
  },
  stage: {
    label: 'Aperçu du message de bienvenue',
    idle: 'Appuyez sur « Lancer l’animation » pour commencer.',
    done: 'L’animation est terminée.',
  },
  reducedMotion: 'Votre appareil demande de réduire les animations : le texte s’affiche d’un coup.',
  timings:
    'Rythme : {{letter}} ms par lettre, une pause de {{pause}} ms entre les lignes, {{hold}} ms sur le texte complet.',
  welcome: { en: 'Welcome', fr: 'Bienvenue' },
  languageNames: { en: 'English', fr: 'Français' },
};

export default fr;
