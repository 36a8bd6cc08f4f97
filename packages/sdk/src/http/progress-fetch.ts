/** How much of a request body has left the browser. */
export interface UploadProgress {
  loaded: number
  total: number
}

/**
 * A `fetch` that reports upload progress. fetch has no upload progress (a streamed body needs HTTP/2 in Chromium),
 * so this sends the request ky built through XMLHttpRequest, which reports `upload.onprogress` on HTTP/1.1 too.
 * Only the upload call uses it; everywhere else the platform's fetch runs.
 */
export function progressFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const body = await request.arrayBuffer()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value)
      xhr.responseType = 'arraybuffer'
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : body.byteLength
        onProgress({ loaded: event.loaded, total })
      }
      xhr.onload = () => {
        onProgress({ loaded: body.byteLength, total: body.byteLength })
        resolve(new Response(xhr.response as ArrayBuffer, { status: xhr.status, statusText: xhr.statusText }))
      }
      xhr.onerror = () => reject(new TypeError('upload failed'))
      xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'))
      xhr.ontimeout = () => reject(new TypeError('upload timed out'))
      const abort = () => xhr.abort()
      if (request.signal.aborted) return reject(new DOMException('upload aborted', 'AbortError'))
      request.signal.addEventListener('abort', abort, { once: true })
      xhr.send(body)
    })
  }
}
