/**
 * Every user-visible message that the API or the web app produces, in English, defined once.
 * Messages with a fixed wording keep it word for word. The web app translates them through i18n using the same keys;
 * the API sends each message's key beside its text, as its code (docs/decisions/015 and 018), and the web app shows
 * every message by its key, never by its English text.
 */
export const MSG = {
  // accounts
  invalidLoginResponse: 'Invalid login response.',
  missingTokens: 'Missing access or refresh token.',
  invalidCredentials: 'Invalid email or password.',
  registrationFailed: 'An error occurred during registration.',
  connectionFailed: 'Failed to connect to the server. Please try again later.',
  offlineNotSent: 'You are offline: nothing was sent. Try again once the connection is back.',
  demoWelcome: 'Welcome to the {{role}} demo! You can now explore the platform with pre-populated data.',
  passwordsDoNotMatch: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 8 characters long.',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password. Please try again.',
  personalDetailsSaved: 'Personal details updated successfully!',
  personalDetailsFailed: 'Failed to save personal details. Please try again.',
  professionalInfoSaved: 'Professional information updated successfully!',
  professionalInfoFailed: 'Failed to save. Please try again.',
  companyDetailsSaved: 'Company details updated successfully!',
  companyDetailsFailed: 'Failed to save company details. Please try again.',
  hiringTeamSaved: 'Hiring team information updated successfully!',
  hiringTeamFailed: 'Failed to save hiring team information. Please try again.',
  companyProfileSaved: 'Company profile updated successfully!',
  companyProfileFailed: 'Failed to save company profile. Please try again.',
  profileSaved: 'Profile saved successfully.',
  profileSaveFailedWith: 'Failed to save profile: {{detail}}.',
  profileSaveNetwork: 'Failed to save profile. Please check your network connection.',
  noNewFiles: 'No new files to upload.',
  sessionExpiredRedirect: 'Your session has expired. Redirecting to login...',
  profileLoadFailed: 'Failed to load user profile. Please try again later.',
  unauthorizedUserType: 'Unauthorized user type.',
  // hiring
  requiredFieldsMissing: 'Please fill out all required fields.',
  jobRequestSubmitted: 'Job request submitted successfully!',
  jobRequestFailed: 'Failed to submit request. Try again.',
  jobRequestError: 'Error submitting request.',
  hiringHistoryLoadFailed: 'Unable to load hiring history',
  noHiringRequests: 'No hiring requests found.',
  // hiring: request rules and moderation (our own wording; plain sentences)
  deadlineInPast: 'The application deadline cannot be in the past.',
  deadlineTooFar: 'The application deadline must be within one year from today.',
  startDateInPast: 'The start date cannot be in the past.',
  jobSpecMustBePdf: 'The job specification must be a PDF file.',
  rejectedJobCannotClose: 'This request was rejected, so it cannot be closed.',
  onlyPendingCanBeApproved: 'Only a pending request can be approved.',
  onlyPendingCanBeRejected: 'Only a pending request can be rejected.',
  deadlinePassedCannotApprove: 'The application deadline of this request has passed, so it cannot be published.',
  applicationStatusUnchanged: 'The application already has this status.',
  applicationStatusFinal:
    'This application has its answer already (hired, not selected, withdrawn or closed); its status can no longer change.',
  applicationMustBeShortlisted: 'Only a shortlisted applicant can be hired.',
  applicationCannotGoBack: 'An application cannot go back to submitted.',
  applicationStageBackwards: 'An applicant only moves forward: this stage is behind where they are.',
  applicationCannotWithdraw: 'This application has its answer already, so it cannot be withdrawn.',
  rejectionReasonRequired: 'Choose why this applicant is not selected.',
  onlyWithRejection: 'A reason goes with "not selected" only, and a note with "not selected" or an offer.',
  offerSalaryInvalid: 'Write the monthly salary as a whole number above zero.',
  offerTermsOnlyWithOffer: 'A salary, a currency and a start date go with an offer only.',
  offerNotOpen: 'This offer has been answered or withdrawn already.',
  offerAnswerOne: 'Accept the offer or decline it.',
  offerDeclineReasonRequired: 'Say why you decline, in a few words: the employer reads it.',
  offerAccepted: 'You accepted the offer. The employer is told.',
  offerDeclined: 'You declined the offer. The employer is told.',
  applicantNoteTooLong: 'The note can be at most 1,000 characters long.',
  applicantStageFailed: 'Unable to change this applicant. Please try again.',
  withdrawFailed: 'Unable to withdraw the application. Please try again.',
  offerAnswerFailed: 'Unable to send your answer. Please try again.',
  // conversations: an application's messages and interviews
  messageEmpty: 'Write a message before sending it.',
  messageTooLong: 'A message can be at most 2,000 characters long.',
  messagesTooMany: 'You have sent many messages this hour. You can write again in {{minutes}} minutes.',
  threadClosed: 'This job is closed: its messages can be read, but no new one can be sent.',
  threadClosedNotSelectedApplicant:
    'You were not selected for this job, so the conversation is closed: its messages can be read, but no new one can be sent.',
  threadClosedNotSelectedEmployer:
    'You did not select this applicant, so the conversation is closed: its messages can be read, but no new one can be sent.',
  threadClosedWithdrawnApplicant:
    'You withdrew this application, so the conversation is closed: its messages can be read, but no new one can be sent.',
  threadClosedWithdrawnEmployer:
    'The applicant withdrew their application, so the conversation is closed: its messages can be read, but no new one can be sent.',
  threadClosedJobWithdrawn:
    'Our team withdrew this job, so the conversation is closed: its messages can be read, but no new one can be sent. Never pay anyone for a job.',
  threadClosedAfterHire:
    'The conversation closed {{days}} days after the hire: its messages can be read, but no new one can be sent.',
  threadClosedEmployerSuspended:
    'Our team suspended this employer, so the conversation is closed: its messages can be read, but no new one can be sent. Never pay anyone for a job.',
  threadNotOpen: 'Messages open once our team forwards the applicant to the employer.',
  messageHeld: 'Our team is checking this message before it is delivered.',
  interviewHeld: 'Our team is checking what you wrote here before the applicant can read it.',
  employerSuspendedWarning:
    'Our team suspended this employer. Nobody may ask you for money for a job: never pay anyone, and report whoever asks.',
  messageSendFailed: 'Unable to send the message. Please try again.',
  cannotReportOwnMessage: 'You cannot report your own message.',
  messageReported: 'Thank you: our team will look at this message.',
  messageAlreadyReported: 'You have reported this message already.',
  messageReleased: 'The message is released: the applicant can read it now.',
  messageRefused:
    'Refused: the employer is suspended and receives your reason. None of their held texts will reach the applicants.',
  messageAlreadyDecided: 'This message was released or refused already.',
  interviewSlotsRequired: 'Propose at least one time, and at most three.',
  interviewSlotInPast: 'An interview time must be in the future.',
  interviewSlotTooFar: 'An interview time must be within the coming year.',
  interviewSlotsRepeat: 'Each proposed time must be different.',
  interviewPlaceRequired: 'Give the address of the interview.',
  interviewLinkRequired: 'Give the link of the video call (https://...).',
  interviewSlotNotProposed: 'Choose one of the proposed times.',
  interviewNoneOpen: 'There is no interview waiting for an answer.',
  interviewSlotNotOffered: 'Choose one of the times the applicant offered.',
  interviewTimesGone: 'These times are no longer in force: the interview changed since. Reload the page.',
  interviewNotScheduled: 'There is no interview scheduled.',
  interviewNotForStage: 'An interview can be proposed to a forwarded applicant still waiting for an answer.',
  interviewNoteTooLong: 'The note can be at most 500 characters long.',
  interviewCancelReasonRequired: 'Say why the interview is cancelled.',
  interviewFailed: 'Unable to save the interview. Please try again.',
  // jobs
  jobsLoadFailed: 'Failed to fetch jobs. Please try again.',
  applyFailed: 'Failed to apply. Please try again.',
  invalidJobId: 'Invalid job ID',
  applicationSubmitted: 'Application submitted successfully!',
  noJobsFound: 'No jobs found',
  noMatchedJobs: 'No jobs match your skills yet. Add skills to your profile or browse all available jobs.',
  noOpenJobs: 'There are no open jobs right now. Please check back soon.',
  professionalsOnly: 'This page is only available for professional users.',
  loginToSeeJobs: 'Please log in to view job recommendations.',
  applicationsLoadFailed: 'Failed to load your applications. Please try again.',
  jobNotOpen: 'This job does not exist or is no longer open for applications.',
  alreadyApplied: 'You have already applied for this job.',
  // social sign-in (our own wording; plain sentences)
  socialAccessDenied: 'Sign-in was cancelled. You can try again, or log in with your e-mail and password.',
  socialSignInFailed:
    'Sign-in with this provider did not work. Please try again, or log in with your e-mail and password.',
  socialStateInvalid: 'This sign-in could not be verified, or it was already used. Please start again.',
  socialCodeInvalid: 'This sign-in has expired or was already used. Please start again.',
  socialIdTokenInvalid: 'The answer from the provider could not be verified. Please start again.',
  socialProviderUnavailable:
    'The provider cannot be reached right now. Please try again later, or log in with your e-mail and password.',
  socialProviderNotConfigured: 'Sign-in with this provider is not available on this site.',
  socialEmailMissing:
    'The provider did not share your e-mail address. Allow access to it and try again, or register with your e-mail and password.',
  socialEmailUnverified:
    'Your e-mail address is not verified with this provider. Verify it there first, or use your e-mail and password.',
  socialUserTypeRequired:
    'Tell us whether you are a skilled professional or an employer to finish creating your account.',
  socialStaffNotLinked: 'Staff accounts sign in with their e-mail and password only.',
  otpRequired: 'Enter the 6-digit code from your authenticator app.',
  otpInvalid:
    'This code is not valid. Enter the current code from your authenticator app, or one of your recovery codes.',
  otpEnrolmentRequired: 'Staff must set up a one-time code before using the staff console.',
  otpAlreadyEnrolled: 'A one-time code is already set up for this account.',
  otpEnrolmentNotStarted: 'Start the set-up again to get a new QR code.',
  otpEnrolled: 'Your one-time code is set up. Keep your recovery codes somewhere safe.',
  socialLinkPasswordRequired:
    'An account with this e-mail already exists. Enter its password to link {{provider}} to it.',
  socialLinkExpired: 'This link request has expired. Please sign in with the provider again.',
  socialLinkNoPassword:
    'An account with this e-mail already exists, made through another sign-in provider. Sign in with that provider.',
  socialSecureContextRequired: 'Sign-in with a provider needs a secure (https) connection to this site.',
  // routing
  loading: 'Loading...',
  unexpectedError: 'Unexpected Application Error!',

  // field validation (our own wording; plain sentences)
  required: 'This field is required.',
  invalidEmail: 'Enter a valid e-mail address.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  passwordTooCommon: 'This password is too common or too easy to guess. Choose a longer, less usual one.',
  invalidCountry: 'Choose a country from the list.',
  invalidPhone: 'Enter a valid phone number for the chosen country.',
  invalidUrl: 'Enter a valid web address.',
  invalidUserType: 'Choose Skilled Professional or Employer.',
  invalidDate: 'Enter a valid date.',
  dateOfBirthRange: 'Enter a date of birth between 16 and 100 years ago.',
  yearsOfExperienceMin: 'Years of experience cannot be negative.',
  invalidNumber: 'Enter a whole number.',
  invalidChoice: 'Choose one of the options.',
  tooLong: 'This text is too long.',
  controlCharacters: 'Remove the invisible or control characters from this text.',
  coverLetterTooLong: 'The cover letter can be at most 1,000 characters long.',
  emailTaken: 'An account with this e-mail already exists.',
  currentPasswordWrong: 'The current password is incorrect.',
  currentPasswordRequired: 'Enter your current password.',
  demoAccountLocked: 'Demo accounts cannot change their password or e-mail.',

  // general API errors
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenInvalid: 'Your session is not valid. Please log in again.',
  tokenExpired: 'Your session has expired. Please log in again.',
  refreshInvalid: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  badRequest: 'The request could not be understood.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  signInWait: 'Too many failed sign-ins. Please wait {{seconds}} seconds and try again.',
  fileTooLarge: 'The file is too large.',
  fileTooLargeWith: 'The file is too large: the limit is {{limit}} MB.',
  cvTooComplex:
    'Your CV could not be read for skills: once opened it is too large or too complex. Try a simpler PDF, such as one exported from a word processor.',
  fileTypeNotAllowed: 'This type of file is not accepted.',
  cvMustBePdf: 'The CV must be a PDF file.',
  imageMustBePngOrJpeg: 'The image must be a PNG or JPEG file.',
  emptyFile: 'The file is empty.',
  imageUnreadable: 'This image could not be read: it may be damaged. Try another PNG or JPEG file.',
  unknownFileField: 'This file field is not accepted.',
  unknownField: 'This field is not accepted.',
  linkExpired: 'This link has expired or is not valid.',
  serverError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  profileTypeMismatch: 'This field does not belong to your profile type.',
  invalidValue: 'Enter a valid value.',
  fileMustBeUploaded: 'Send this file as an upload, not as text.',

  // e-mail (our own wording; plain sentences)
  passwordResetSent:
    'If an account uses this address, we have sent it a link to choose a new password. The link works for {{minutes}} minutes.',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  emailConfirmationSent: 'We have sent you a new link to confirm your e-mail address.',
  emailConfirmed: 'Your e-mail address is confirmed. Thank you!',
  confirmationLinkInvalid: 'This confirmation link has expired or is not valid. Ask for a new one.',
  unsubscribed: 'You will no longer receive these e-mails. You can turn them back on in your e-mail settings.',

  // job alerts
  jobAlertsLimit: 'You can keep at most {{max}} job alerts. Delete one before saving another.',

  // SMS and the proven phone number
  phoneCodeSent: 'We have sent a 6-digit code by SMS to {{phone}}. It works for {{minutes}} minutes.',
  phoneCodeWrong: 'This code is not right. Check the SMS and try again.',
  phoneCodeSpent: 'This code has expired or was entered wrong too many times. Ask for a new code.',
  phoneVerified: 'Your phone number is proven. We can now reach you by SMS.',
  phoneMissing: 'Add your phone number to your profile first.',
  phoneCodeWait: 'A code was sent a moment ago. Wait {{seconds}} seconds before asking for another.',
  phoneCodesToday: 'You have asked for too many codes today. Try again tomorrow.',
  demoNoSms: 'Demo accounts cannot receive SMS.',

  // trust
  jobReported: 'Thank you. Staff will look at this job and tell you what they decide.',
  jobAlreadyReported: 'You have already reported this job. Staff will tell you what they decide.',
  accountSuspended: 'This account is suspended. Write to contact@congotalent.cd if you think this is a mistake.',
  employerVerified: 'The employer is verified.',
  accountSuspendedDone: 'The account is suspended: its sessions are ended and its open jobs closed.',
  reportsResolved: 'The reports are settled and the people who made them are told.',
  jobBackToModeration: 'Your changes are saved. The job goes back to staff for review before it is shown again.',
  jobSaved: 'Your changes are saved.',
  onlyPendingOrApprovedCanBeEdited: 'Only a job request waiting for review or approved can be changed.',
  onlyEmployersCanBeVerified: 'Only employer accounts can be verified.',
  staffCannotBeSuspended: 'Staff accounts cannot be suspended here.',
  accountNotSuspended: 'This account is not suspended.',
  demoNoReports: 'Demo accounts cannot report jobs.',

  // data rights
  deletionCodeSent: 'We have sent a 6-digit code to {{email}}. It works for {{minutes}} minutes.',
  deletionCodeWrong: 'This code is not right. Check the e-mail and try again.',
  deletionCodeSpent: 'This code has expired or was entered wrong too many times. Ask for a new code.',
  deletionCodeWait: 'A code was sent a moment ago. Wait {{seconds}} seconds before asking for another.',
  deletionNeedsNoCode: 'This account has a password: delete it with your password.',
  staffCannotDeleteThemselves: 'Staff accounts are removed by another staff member, not from here.',
  accountDeleted: 'Your account is deleted.',
} as const;

export type MessageKey = keyof typeof MSG;

/**
 * Every key of MSG, as itself: how the schemas name their messages (`MSG_KEY.required`), so that a validation error
 * carries its message's key, which the API sends as its code and the web app shows in the reader's language.
 */
export const MSG_KEY = Object.fromEntries(Object.keys(MSG).map((key) => [key, key])) as {
  readonly [K in MessageKey]: K;
};

/** Whether a value is a key of MSG: a message's code (sent by the API, or a schema's message) that this catalogue knows. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MSG, value);
}
