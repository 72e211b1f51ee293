import type { Translation } from '../../types';
import type en from '../en/account';

const fr: Translation<typeof en> = {
  notifications: {
    label: 'Notifications',
    unread_one: '{{count}} notification non lue',
    unread_other: '{{count}} notifications non lues',
    title: 'Notifications',
    empty: 'Rien de nouveau pour l’instant.',
    loadFailed: 'Les notifications n’ont pas pu être chargées.',
    new: 'Nouveau',
    settings: 'Réglages des e-mails',
    close: 'Fermer',
    shortlisted: 'Votre candidature pour « {{job}} » a été présélectionnée et transmise à l’employeur.',
    shortlistedCompany:
      'Votre candidature pour « {{job}} » a été présélectionnée et transmise à l’employeur : {{company}}.',
    hired: 'Vous avez été retenu(e) pour « {{job}} ». Félicitations !',
    notRetained: 'Votre candidature pour « {{job}} » n’a pas été retenue.',
    applicantForwarded: 'Un nouveau candidat, {{applicant}}, vous a été transmis pour « {{job}} ».',
    approved: 'Votre demande « {{job}} » a été approuvée et est maintenant publiée.',
    rejected: 'Votre demande « {{job}} » n’a pas été approuvée. Motif : {{reason}}',
    staffDigest_one: '{{count}} demande de recrutement attend un examen.',
    staffDigest_other: '{{count}} demandes de recrutement attendent un examen.',
  },
  emailSettings: {
    title: 'Réglages des e-mails',
    intro:
      'Choisissez les e-mails que vous recevez. Les notifications dans l’application (la cloche) sont toujours conservées, et les messages sur votre compte lui-même (mot de passe, adresse) sont toujours envoyés.',
    receive: 'E-mails concernant {{category}}',
    saved: 'Enregistré.',
    saveFailed: 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
    loadFailed: 'Vos réglages n’ont pas pu être chargés.',
  },
  devices: {
    title: 'Vos appareils',
    intro:
      'Connecté sur un téléphone ou un ordinateur que vous n’avez plus, ou que vous partagez ? Déconnectez-vous partout : chaque appareil, celui-ci compris, devra se reconnecter.',
    submit: 'Se déconnecter de tous les appareils',
    submitting: 'Déconnexion…',
  },
  confirmEmail: {
    notice: 'Confirmez votre adresse e-mail : lien envoyé à {{email}}.',
    sendAgain: 'Renvoyer le lien',
    sending: 'Envoi…',
    title: 'Confirmez votre adresse e-mail',
    working: 'Confirmation de votre adresse…',
    missingToken: 'Ce lien est incomplet. Ouvrez-le de nouveau depuis l’e-mail.',
    home: 'Aller à ma page',
  },
  unsubscribe: {
    title: 'Ne plus recevoir ces e-mails',
    question: 'Ne plus recevoir d’e-mails concernant {{category}} ?',
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
