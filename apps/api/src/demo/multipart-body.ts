/** A multipart body with one JPEG file part, as a browser's upload sends it. */
export function multipartBody(file: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nuzul-demo-${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
