// Where an uploaded image (a media_files row) is served on this site (routes/api/media).
export const mediaUrl = (id: string) => `/api/media/${id}`;
