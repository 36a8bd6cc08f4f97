import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '@sportsbook/sdk'
import { codes } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, useEffect, useId, useState } from 'react'
import { withRef } from '../../internal/with-ref'

/** How much of the file has been sent, 0 to 1. */
export type UploadReport = (fraction: number) => void

/** Props of {@link ProofUpload}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ProofUploadProps extends ComponentPropsWithRef<'div'> {
  /** Sends the image, reporting progress; rejects with the server's message on a refusal. */
  onUpload: (file: File, report: UploadReport) => Promise<void>
  /** Largest file accepted before sending (the server checks again). */
  maxBytes: number
  disabled?: boolean
}

const accepted = ['image/png', 'image/jpeg', 'image/webp']

/**
 * Picks a proof image of the transfer, previews it, sends it with a progress bar and reports the outcome.
 * The type and size are checked here only to spare a useless upload; the server decides by the file's bytes.
 */
export const ProofUpload = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ProofUpload({
    onUpload,
    maxBytes,
    disabled = false,
    className,
    ref,
    ...rest
  }: ProofUploadProps) {
    const { t } = useLingui()
    const inputId = useId()
    const [file, setFile] = useState<File | null>(null)
    const [preview, setPreview] = useState<string | null>(null)
    const [progress, setProgress] = useState<number | null>(null)
    const [state, setState] = useState<'idle' | 'uploading' | 'done' | 'error'>('idle')
    const [error, setError] = useState<string | null>(null)

    useEffect(() => {
      if (!file) return setPreview(null)
      const url = URL.createObjectURL(file)
      setPreview(url)
      return () => URL.revokeObjectURL(url)
    }, [file])

    const choose = (chosen: File | undefined) => {
      setState('idle')
      setProgress(null)
      setError(null)
      if (!chosen) return setFile(null)
      if (!accepted.includes(chosen.type)) {
        setFile(null)
        return setError(t`Choose a PNG, JPEG or WebP image.`)
      }
      if (chosen.size > maxBytes) {
        setFile(null)
        const megabytes = Math.floor(maxBytes / (1024 * 1024))
        return setError(t`The image is larger than ${megabytes} MB.`)
      }
      setFile(chosen)
    }

    const send = async () => {
      if (!file) return
      setState('uploading')
      setProgress(0)
      setError(null)
      try {
        await onUpload(file, (fraction) => setProgress(fraction))
        setProgress(1)
        setState('done')
      } catch (cause) {
        setState('error')
        // A file named and typed as an image whose bytes are none: the server refuses its field `file` (1000),
        // which says what to do here in the player's words rather than the field's name.
        const notAnImage =
          isApiError(cause, codes.INVALID_REQUEST) &&
          (cause.data as { field?: unknown } | null)?.field === 'file'
        if (notAnImage) setError(t`Choose a PNG, JPEG or WebP image.`)
        else setError(cause instanceof Error ? cause.message : t`The image could not be sent.`)
      }
    }

    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-proof ${className}` : 'sb-proof'}
        data-state={state}
      >
        <label className="sb-field__label" htmlFor={inputId}>
          <Trans>Proof of transfer (PNG, JPEG or WebP)</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept={accepted.join(',')}
          disabled={disabled || state === 'uploading'}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        {preview ? <img className="sb-proof__preview" src={preview} alt={t`Preview of the proof`} /> : null}
        {progress !== null ? (
          <progress className="sb-proof__progress" max={1} value={progress} aria-label={t`Upload progress`} />
        ) : null}
        {state === 'done' ? (
          <p role="status" className="sb-cashier__muted">
            <Trans>Proof sent. An operator will review it.</Trans>
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="sb-cashier__error">
            {error}
          </p>
        ) : null}
        {file && state !== 'done' ? (
          <button
            type="button"
            className="sb-button"
            disabled={state === 'uploading'}
            onClick={() => void send()}
          >
            {state === 'uploading' ? <Trans>Sending…</Trans> : <Trans>Send proof</Trans>}
          </button>
        ) : null}
      </div>
    )
  }),
  { displayName: 'ProofUpload' },
)
