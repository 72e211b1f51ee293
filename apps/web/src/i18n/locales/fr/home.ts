import type { Translation } from '../../types';
import type en from '../en/home';

const fr: Translation<typeof en> = {
  hero: {
    eyebrow: 'L’emploi et les talents en RD Congo',
    title: 'Des professionnels congolais qualifiés, et les employeurs qui ont besoin d’eux',
    lead: 'Trouvez des offres qui correspondent à vos compétences, ou demandez les travailleurs qualifiés dont votre entreprise a besoin. Nous vérifions chaque offre et l’employeur reste confidentiel jusqu’à la présélection d’un candidat.',
    findJobs: 'TROUVER UN EMPLOI',
    findProfessionals: 'TROUVER DES PROFESSIONNELS QUALIFIÉS',
    imageAlt:
      'Un ouvrier du bâtiment, une ingénieure avec une tablette et une responsable devant les immeubles de Kinshasa, au bord du fleuve.',
  },
  steps: {
    title: 'Recruter, c’est simple',
    lead: 'Trois étapes entre une demande et la bonne personne.',
    stepLabel: 'Étape {{number}}',
    one: {
      title: 'Demandez un travailleur',
      body: 'Décrivez le poste, les compétences requises, le contrat et le salaire dans le Centre de recrutement.',
      employerLink: 'Aller au Centre de recrutement',
      visitorLink: 'S’inscrire comme employeur',
      forEmployers: 'Cette étape concerne les employeurs.',
    },
    two: {
      title: 'Nous vérifions et publions',
      body: 'Notre équipe examine votre demande et la publie auprès des professionnels dont les compétences correspondent, sans le nom de votre entreprise.',
    },
    three: {
      title: 'Rencontrez vos candidats',
      body: 'Les professionnels postulent avec leur CV. Nous présélectionnons les meilleurs candidats et vous les présentons.',
    },
  },
  sectors: {
    title: 'Les secteurs qui recrutent',
    lead: 'Des employeurs de tout le pays trouvent ici leurs équipes.',
    banking: { name: 'Banque', body: 'Guichetiers, analystes crédit, conformité et directeurs d’agence.' },
    hospitality: { name: 'Hôtellerie et tourisme', body: 'Cuisiniers, réception, entretien et guides.' },
    construction: { name: 'Construction', body: 'Maçons, ingénieurs de chantier, électriciens et chefs d’équipe.' },
    it: { name: 'Informatique', body: 'Développeurs, techniciens réseau et support informatique.' },
    logistics: { name: 'Logistique', body: 'Chauffeurs, magasiniers et planificateurs d’approvisionnement.' },
    mining: { name: 'Mines', body: 'Géologues, conducteurs d’engins et responsables sécurité.' },
  },
  testimonials: {
    title: 'Ce que disent nos utilisateurs',
    items: [
      {
        quote:
          'Deux semaines après avoir complété mon profil, j’ai été présélectionnée pour un poste d’ingénieure de chantier à Lubumbashi. La correspondance des compétences m’a montré où postuler.',
        name: 'Grâce Mbuyi',
        role: 'Ingénieure civile, Lubumbashi',
      },
      {
        quote:
          'Il nous fallait douze magasiniers avant la saison. Les demandes étaient simples à rédiger et chaque candidat rencontré était sérieux.',
        name: 'Patrick Ilunga',
        role: 'Responsable RH, entreprise de logistique, Kinshasa',
      },
      {
        quote:
          'Je travaille sur mon téléphone avec une connexion lente et le site est rapide. J’ai postulé à trois hôtels en une soirée.',
        name: 'Esther Mwamba',
        role: 'Réceptionniste, Goma',
      },
    ],
  },
};

export default fr;
