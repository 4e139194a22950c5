/** The addresses of the staff area's photos page and its actions. */
export const PHOTOS_PATH = "/inbox/photos";
export const UPLOAD_PHOTO_PATH = `${PHOTOS_PATH}/upload`;
export const deletePhotoPath = (id: string) => `${PHOTOS_PATH}/${id}/delete`;
