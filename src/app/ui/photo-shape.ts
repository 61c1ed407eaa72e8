/**
 * The one shape of a candidate's photo wherever it shows (header, dashboard, My Profile, Edit
 * Profile): a circle at any size (Mantine's radius "xl" is a circle only up to 64 px).
 */
export const PHOTO_RADIUS = '50%';
