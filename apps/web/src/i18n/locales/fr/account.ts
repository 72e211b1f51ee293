import type { Translation } from '../../types';
import type en from '../en/account';

const fr: Translation<typeof en> = {
  devices: {
    title: 'Vos appareils',
    intro: 'Connecté sur un téléphone ou un ordinateur que vous n’avez plus, ou que vous partagez ? Déconnectez-vous partout : chaque appareil, celui-ci compris, devra se reconnecter.',
    submit: 'Se déconnecter de tous les appareils',
    submitting: 'Déconnexion…',
  },
  confirmEmail: {
    notice: 'Veuillez confirmer votre adresse e-mail : nous avons envoyé un lien à {{email}}.',
    sendAgain: 'Renvoyer le lien',
    sending: 'Envoi…',
    title: 'Confirmez votre adresse e-mail',
    working: 'Confirmation de votre adresse…',
    missingToken: 'Ce lien est incomplet. Ouvrez-le de nouveau depuis l’e-mail.',
    home: 'Aller à ma page',
  },
  unsubscribe: {
    title: 'Ne plus recevoir ces e-mails',
    question: 'Ne plus recevoir d’e-mails concernant {{category}} ?',
    confirm: 'Ne plus recevoir ces e-mails',
    working: 'Un instant...',
    done: 'C’est fait.',
    missingToken: 'Ce lien est incomplet. Ouvrez-le de nouveau depuis l’e-mail.',
    home: 'Retour à l’accueil',
  },
  categories: {
    applications: 'vos candidatures',
    job_requests: 'vos demandes de recrutement et leurs candidats',
    staff_digest: 'les demandes en attente d’examen',
    job_alerts: 'vos alertes emploi',
  },
};

export default fr;
