/** A reason to stop the import that the operator can act on: printed as it is, without a stack trace. */
export class JobImportError extends Error {}
