// Provisional until web/src/components/admin/photo-upload.tsx lands.
export async function uploadPropertyPhoto(_file: File): Promise<{ url: string }> {
  throw new Error('Téléversement indisponible.');
}
