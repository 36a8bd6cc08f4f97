import { ApiError } from '@sportsbook/sdk'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { ProofUpload, type UploadReport } from './ProofUpload'

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' })

describe('ProofUpload', () => {
  it('previews the chosen image, shows the progress the upload reports and says when it is sent', async () => {
    let report: UploadReport = () => undefined
    let finish: () => void = () => undefined
    const onUpload = vi.fn(
      (_file: File, progress: UploadReport) =>
        new Promise<void>((resolve) => {
          report = progress
          finish = resolve
        }),
    )
    const { user } = renderWithI18n(<ProofUpload onUpload={onUpload} maxBytes={1024} />)
    await user.upload(screen.getByLabelText('Proof of transfer (PNG, JPEG or WebP)'), png())
    expect(screen.getByRole('img', { name: 'Preview of the proof' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send proof' }))
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement
    report(0.5)
    await vi.waitFor(() => expect(bar.value).toBe(0.5))
    finish()
    expect(await screen.findByText('Proof sent. An operator will review it.')).toBeTruthy()
  })

  it('refuses a file that is not an image, or too large, without sending it', async () => {
    const onUpload = vi.fn()
    const { user } = renderWithI18n(<ProofUpload onUpload={onUpload} maxBytes={1024 * 1024} />)
    const input = screen.getByLabelText('Proof of transfer (PNG, JPEG or WebP)')
    const large = new File([new Uint8Array(1024 * 1024 + 1)], 'large.png', { type: 'image/png' })
    await user.upload(input, large)
    expect(screen.getByRole('alert').textContent).toBe('The image is larger than 1 MB.')
    expect(screen.queryByRole('button', { name: 'Send proof' })).toBeNull()
    expect(onUpload).not.toHaveBeenCalled()
  })

  it('says to choose an image when the server finds the file is none, not the name of its field', async () => {
    const refusal = new ApiError({
      code: 1000,
      msg: 'Invalid or missing field: file',
      data: { field: 'file' },
    })
    const onUpload = vi.fn(() => Promise.reject(refusal))
    const { user } = renderWithI18n(<ProofUpload onUpload={onUpload} maxBytes={1024} />)
    await user.upload(screen.getByLabelText('Proof of transfer (PNG, JPEG or WebP)'), png())
    await user.click(screen.getByRole('button', { name: 'Send proof' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP image.')
  })
})
