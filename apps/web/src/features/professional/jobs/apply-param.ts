/**
 * `/jobs/<id>?apply=1`: the job's page, asked to open its application at once. The Apply of a job a shell drew
 * before the app came leads there, so that the tap is not lost.
 */
export const APPLY_PARAM = 'apply';
