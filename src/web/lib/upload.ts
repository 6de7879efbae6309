import type { EndpointSpec, ParamsOf, ResponseOf } from '@common/api/endpoint';
import {
  accessToken,
  ApiError,
  type ApiErrorBody,
  noticeUnauthorized,
  parseJson,
  urlOf,
  validateAnswer,
} from './api-client';

/** What goes under the file's input when the server's size limit refuses it (413 has no useful body). */
export type TooLargeFieldError = NonNullable<ApiErrorBody['fields']>[string];

export interface UploadOptions<E extends EndpointSpec> {
  params?: ParamsOf<E>;
  /** The form field the server reads the file from. */
  field?: string;
  /** Whole percent of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the transfer; the promise rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
  /** The multipart limit answers 413 before any handler: the caller says what that means for its file. */
  tooLarge?: TooLargeFieldError;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * Sends one file as multipart/form-data to a `multipart: true` endpoint. XMLHttpRequest rather
 * than fetch, because fetch cannot report upload progress. Same token, 401 handling, errors and
 * answer validation as callApi.
 */
export function uploadFile<E extends EndpointSpec>(
  endpoint: E,
  file: Blob,
  options: UploadOptions<E> = {},
): Promise<ResponseOf<E>> {
  const { field = 'file', onProgress, signal, tooLarge } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, urlOf(endpoint, options.params ?? {}));
    const token = accessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.onerror = () => {
      settle();
      reject(signal?.aborted ? abortError() : ApiError.network());
    };
    xhr.onload = () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        // Not every engine reports the last upload event; an answer means the whole file arrived.
        onProgress?.(100);
        try {
          return resolve(validateAnswer(endpoint, data));
        } catch (err) {
          return reject(err);
        }
      }
      noticeUnauthorized(xhr.status, token);
      if (xhr.status === 413 && tooLarge !== undefined) {
        return reject(new ApiError(413, { error: 'Payload Too Large', ...tooLarge, fields: { [field]: tooLarge } }));
      }
      reject(ApiError.fromResponse(xhr.status, xhr.statusText, data));
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
