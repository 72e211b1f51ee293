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
    settings: 'Réglages des e-mails et SMS',
    close: 'Fermer',
    shortlisted: 'Votre candidature pour « {{job}} » a été présélectionnée et transmise à l’employeur.',
    shortlistedCompany:
      'Votre candidature pour « {{job}} » a été présélectionnée et transmise à l’employeur : {{company}}.',
    applicationSent:
      'Votre candidature pour « {{job}} » est envoyée. Notre équipe l’examine avant que l’employeur la voie ; vous aurez des nouvelles ici, par e-mail et par SMS, selon vos réglages.',
    hired: 'Vous avez obtenu le poste « {{job}} ». Félicitations !',
    notRetained: 'Votre candidature pour « {{job}} » n’a pas été retenue.',
    notRetainedReason: 'Votre candidature pour « {{job}} » n’a pas été retenue. Motif : {{reason}}.',
    interview:
      'L’employeur de « {{job}} » souhaite un entretien avec vous. Il vous proposera des heures parmi lesquelles choisir.',
    offer: 'Bonne nouvelle : l’employeur de « {{job}} » vous fait une offre. Lisez ses conditions et répondez-y.',
    applicantForwarded: 'Un nouveau candidat, {{applicant}}, vous a été transmis pour « {{job}} ».',
    applicantDeletedForwarded:
      'Une candidature vous a été transmise pour « {{job}} » ; son auteur a depuis supprimé son compte.',
    approved: 'Votre demande « {{job}} » a été approuvée et est maintenant publiée.',
    rejected: 'Votre demande « {{job}} » n’a pas été approuvée. Motif : {{reason}}',
    staffDigest_one: '{{count}} demande de recrutement attend un examen.',
    staffDigest_other: '{{count}} demandes de recrutement attendent un examen.',
    staffDigestHeld_one: '{{count}} texte d’employeur qui pourrait demander de l’argent attend votre vérification.',
    staffDigestHeld_other:
      '{{count}} textes d’employeurs qui pourraient demander de l’argent attendent votre vérification.',
    reportDismissed:
      'Notre équipe a examiné votre signalement de « {{job}} » et n’a rien trouvé de contraire aux règles. Merci de nous avoir prévenus.',
    reportJobClosed: 'Merci pour votre signalement : notre équipe a clôturé « {{job}} ».',
    jobClosed:
      '« {{job}} », une offre à laquelle vous avez postulé, a été clôturée avant que l’employeur ne vous ait répondu : votre candidature est clôturée avec elle. Cela ne dit rien contre vous.',
    reportEmployerSuspended:
      'Merci pour votre signalement : notre équipe a suspendu l’employeur de « {{job}} » et retiré ses offres.',
    jobWithdrawn:
      '« {{job}} », une offre à laquelle vous avez postulé, a été retirée par notre équipe. Ne payez jamais personne pour un emploi : si on vous le demande, signalez-le.',
    newMessageFromEmployer: 'L’employeur vous a écrit à propos de « {{job}} ».',
    newMessageFromApplicant: 'Une personne candidate vous a écrit à propos de « {{job}} ».',
    interviewProposed: 'Un entretien vous est proposé pour « {{job}} » : choisissez une heure.',
    interviewScheduled: 'L’entretien pour « {{job}} » est fixé au {{time}} (heure de Kinshasa).',
    interviewDeclined: 'D’autres heures d’entretien sont demandées pour « {{job}} ».',
    interviewCounterProposed:
      'La personne candidate propose d’autres heures d’entretien pour « {{job}} » : acceptez-en une, ou proposez-en d’autres.',
    interviewCancelled: 'L’entretien pour « {{job}} » est annulé.',
    interviewReminder: 'Rappel : l’entretien pour « {{job}} » a lieu le {{time}} (heure de Kinshasa).',
    textsHeld: 'Des textes d’employeurs qui pourraient demander de l’argent attendent votre vérification.',
    employerSuspended:
      'Notre équipe a suspendu l’employeur de « {{job}} », une offre à laquelle vous avez postulé. Ne payez jamais personne pour un emploi : si on vous le demande, signalez-le.',
    offerAccepted: '{{applicant}} a accepté votre offre pour « {{job}} » et est recruté(e).',
    offerDeclined: '{{applicant}} a décliné votre offre pour « {{job}} ».',
    offerAnsweredDeleted:
      'Une personne candidate a répondu à votre offre pour « {{job}} » ; elle a depuis supprimé son compte.',
    offerReminder: 'L’offre pour « {{job}} » attend votre réponse : acceptez-la ou déclinez-la.',
    savedJobClosing:
      '« {{job}} », une offre que vous avez enregistrée, accepte les candidatures jusqu’au {{date}} : postulez vite.',
  },
  dataExport: {
    title: 'Vos données',
    about:
      'Un seul fichier ZIP avec ce que Congo Talent conserve sur vous : votre compte et votre profil, vos candidatures, vos alertes emploi, vos notifications, vos choix d’e-mails et de SMS, les e-mails et SMS que nous vous avons envoyés, l’historique de vos connexions (quand, comment et sur quel type d’appareil) et les fichiers que vous avez envoyés. Une page y explique chaque partie, dans votre langue.',
  },
  deleteAccount: {
    open: 'Supprimer mon compte',
    about: 'La suppression de votre compte est définitive.',
    demo: 'Les comptes de démonstration ne se suppriment pas ici : les espaces de démonstration sont supprimés d’eux-mêmes.',
    title: 'Supprimer votre compte ?',
    intro: 'C’est définitif. Quand vous confirmez :',
    sessions: 'toutes vos sessions se ferment aussitôt, sur tous vos appareils ;',
    data: 'votre CV, votre photo, votre profil, vos alertes emploi, vos notifications et vos réglages sont supprimés ;',
    applications:
      'vos candidatures restent chez les employeurs, pour leur historique, mais sans votre nom ni aucun moyen de vous contacter ;',
    jobs: 'si vous êtes employeur, vos offres ouvertes sont fermées.',
    exportFirst: 'Pour garder une copie de vos données, téléchargez-les d’abord :',
    again: 'Vous pourrez plus tard vous inscrire de nouveau avec la même adresse, comme un nouveau compte.',
    password: 'Votre mot de passe',
    passwordHint: 'Pour confirmer que c’est bien vous.',
    showPassword: 'Afficher le mot de passe',
    submit: 'Supprimer mon compte',
    submitting: 'Suppression…',
    cancel: 'Annuler',
    close: 'Fermer',
    failed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
    codeAbout:
      'Votre compte n’a pas de mot de passe (vous vous connectez avec Google ou LinkedIn). Pour confirmer que c’est bien vous, nous envoyons un code à {{email}}.',
    sendCode: 'M’envoyer un code',
    sendingCode: 'Envoi…',
    sendAgain: 'Envoyer un nouveau code',
    code: 'Le code reçu par e-mail',
  },
  consents: {
    title: 'Ce que vous avez accepté',
    loadFailed: 'Ce que vous avez accepté n’a pas pu être chargé.',
    policy: 'Vous avez accepté la {{link}} du {{version}} lors de votre inscription, le {{registered}}.',
    policyLink: 'politique de confidentialité',
    policyChanged: 'Elle a changé depuis : {{link}}.',
    policyChangedLink: 'lisez la version du {{date}}',
    policyUnrecorded:
      'Vous avez créé votre compte le {{registered}}, avant que nous n’enregistrions la version acceptée.',
    policyRead: 'Lisez la {{link}} en vigueur, version du {{date}}.',
    choicesTitle: 'Vos choix d’e-mails et de SMS :',
    choice: '{{what}} : {{state}}',
    onDefault: 'activés (par défaut)',
    offDefault: 'désactivés (par défaut)',
    onSince: 'activés depuis le {{date}}',
    offSince: 'désactivés depuis le {{date}}',
    onSinceWeb: 'activés depuis le {{date}} (sur ce site)',
    offSinceWeb: 'désactivés depuis le {{date}} (sur ce site)',
    onSinceSms: 'activés depuis le {{date}} (par SMS)',
    offSinceSms: 'désactivés depuis le {{date}} (par SMS)',
    alertsTitle: 'Les alertes emploi que vous avez enregistrées :',
    alert: '{{name}} ({{date}})',
    noAlerts: 'Vous n’avez enregistré aucune alerte emploi.',
    alertsLink: 'Voir vos alertes emploi',
  },
  emailSettings: {
    title: 'Réglages des e-mails et SMS',
    intro:
      'Choisissez ce que nous vous disons par e-mail et par SMS. Les notifications dans l’application (la cloche) sont toujours conservées, et les messages sur votre compte lui-même (mot de passe, adresse) sont toujours envoyés.',
    mailTitle: 'E-mail',
    receive: 'E-mails concernant {{category}}',
    saved: 'Enregistré.',
    saveFailed: 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
    loadFailed: 'Vos réglages n’ont pas pu être chargés.',
  },
  smsSettings: {
    title: 'SMS',
    intro:
      'De courts messages sur votre téléphone, pour ce qui ne peut pas attendre. Chaque catégorie s’active ou se désactive séparément.',
    receive: 'SMS concernant {{category}}',
    jobAlertsOff: 'Les alertes emploi ne sont pas envoyées par SMS tant que vous ne les activez pas ici.',
    stop: 'Répondez STOP (ou ARRET) à l’un de nos SMS pour tous les désactiver, et START pour les réactiver.',
    changedAt: 'Dernière modification : {{when}}.',
    notProven: 'Aucun SMS n’est envoyé tant que votre numéro de téléphone ({{phone}}) n’est pas vérifié.',
    noNumber:
      'Votre profil n’a pas de numéro de téléphone : ajoutez-en un, puis faites-le vérifier, pour recevoir des SMS.',
    prove: 'Vérifier mon numéro',
    addNumber: 'Ajouter mon numéro',
    demo: 'Ceci est un compte de démonstration : il ne peut pas recevoir de SMS.',
    saved: 'Enregistré.',
    saveFailed: 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
    loadFailed: 'Vos réglages SMS n’ont pas pu être chargés.',
  },
  phoneProof: {
    title: 'Votre numéro pour les SMS',
    proven: 'Vérifié',
    provenText:
      'Le {{phone}} est vérifié : nous pouvons vous y joindre par SMS. Un autre numéro enregistré devra être vérifié à son tour.',
    notProven: 'Non vérifié',
    notProvenText:
      'Le {{phone}} n’est pas encore vérifié. Nous n’envoyons de SMS qu’à un numéro vérifié : demandez un code par SMS, puis saisissez-le ici.',
    noNumber:
      'Ajoutez votre numéro de téléphone ci-dessus et enregistrez-le : vous pourrez ensuite le faire vérifier, pour recevoir des SMS.',
    demo: 'Ceci est un compte de démonstration : il ne peut pas recevoir de SMS, son numéro ne peut donc pas être vérifié.',
    send: 'M’envoyer un code',
    sending: 'Envoi…',
    code: 'Code reçu par SMS',
    codeHint: 'Les 6 chiffres envoyés au {{phone}}.',
    confirm: 'Confirmer',
    confirming: 'Vérification…',
    sendAgain: 'Envoyer un nouveau code',
    settings: 'Choisir les SMS que vous recevez',
  },
  devices: {
    title: 'Vos appareils',
    intro:
      'Connecté sur un téléphone ou un ordinateur que vous n’avez plus, ou que vous partagez ? Déconnectez-vous partout : chaque appareil, celui-ci compris, devra se reconnecter.',
    submit: 'Se déconnecter de tous les appareils',
    submitting: 'Déconnexion…',
  },
  confirmEmail: {
    notice: 'Confirmez votre adresse e-mail avec le lien envoyé.',
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
