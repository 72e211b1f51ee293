import { ApiError, errorMessage, freshAccessToken, refuseWhileOffline, renewAfter401 } from './api-client';

function sendOnce<T>(
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  token: string | null,
  onProgress?: (fraction: number) => void,
): Promise<{ status: number; data: T | unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'connectionFailed'));
    xhr.send(form);
  });
}

/**
 * A multipart upload with progress (fetch cannot report upload progress), under the same session rules as
 * every other call: a fresh token before, one retry after a 401, refused at once offline.
 */
export async function uploadForm<T>(
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  refuseWhileOffline(method);
  let token = await freshAccessToken();
  let result = await sendOnce<T>(method, path, form, token, onProgress);
  if (result.status === 401 && token) {
    token = await renewAfter401();
    result = await sendOnce<T>(method, path, form, token, onProgress);
  }
  if (result.status < 200 || result.status >= 300) {
    throw new ApiError(result.status, result.data, errorMessage(result.data, { text: `HTTP ${result.status}` }));
  }
  onProgress?.(1);
  return result.data as T;
}
