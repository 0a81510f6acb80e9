import { uploadPhoto } from '../../../components/admin/photo-upload';

/** One property photo through the pipeline (presigned upload, then processing); resolves with the address to store. */
export const uploadPropertyPhoto = (file: File) => uploadPhoto(file, 'property');
