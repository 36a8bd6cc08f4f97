import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { clockText } from './match-clock'
import { ScoreBoard } from './ScoreBoard'

const at = Date.UTC(2026, 10, 22, 20, 0)
const teams = { homeName: 'Kingsmere United', awayName: 'Northwick Rovers', startTime: at }

describe('ScoreBoard', () => {
  it('shows the kick-off time before the match', () => {
    renderWithI18n(<ScoreBoard sportType={1} status="upcoming" {...teams} />)
    expect(screen.getByText('Kingsmere United')).toBeVisible()
    expect(document.querySelector('time')).toHaveAttribute('dateTime', new Date(at).toISOString())
    expect(screen.queryByText('Live')).not.toBeInTheDocument()
  })

  it('shows Live in words, the score and a clock that runs with the feed time', () => {
    const clock = { period: '2H' as const, seconds: 67 * 60, running: true, at }
    const { rerender, container } = renderWithI18n(
      <ScoreBoard
        sportType={1}
        status="live"
        score={{ home: 2, away: 1 }}
        clock={clock}
        now={at}
        {...teams}
      />,
    )
    expect(screen.getByText('Live')).toBeVisible()
    expect(container.querySelector('[data-state="live"]')).toHaveTextContent('2')
    expect(screen.getByText("68'")).toBeVisible()
    rerender(
      <ScoreBoard
        sportType={1}
        status="live"
        score={{ home: 2, away: 1 }}
        clock={clock}
        now={at + 120_000}
        {...teams}
      />,
    )
    expect(screen.getByText("70'")).toBeVisible()
  })

  it('says Full time and Cancelled after the match', () => {
    const { rerender } = renderWithI18n(
      <ScoreBoard sportType={1} status="finished" score={{ home: 1, away: 0 }} {...teams} />,
    )
    expect(screen.getByText('Full time')).toBeVisible()
    rerender(<ScoreBoard sportType={1} status="cancelled" {...teams} />)
    expect(screen.getByText('Cancelled')).toBeVisible()
  })
})

describe('clockText', () => {
  it('writes stoppage time past the half and the end', () => {
    expect(clockText(i18n, { period: '1H', seconds: 46 * 60 + 5, running: false, at }, 1)).toBe("45+2'")
    expect(clockText(i18n, { period: '2H', seconds: 90 * 60 + 10, running: false, at }, 1)).toBe("90+1'")
    expect(clockText(i18n, { period: 'HT', seconds: 2700, running: false, at }, 1)).toBe('Half-time')
  })

  it('counts a basketball quarter down, never below zero', () => {
    const clock = { period: 'Q3' as const, seconds: 332, running: true, at }
    expect(clockText(i18n, clock, 2, at)).toBe('Q3 05:32')
    expect(clockText(i18n, clock, 2, at + 32_000)).toBe('Q3 05:00')
    expect(clockText(i18n, clock, 2, at + 999_000)).toBe('Q3 00:00')
    expect(clockText(i18n, { ...clock, period: 'OT' }, 2, at)).toBe('OT 05:32')
  })

  it('shows nothing before kick-off', () => {
    expect(clockText(i18n, { period: 'pre', seconds: 0, running: false, at }, 1)).toBeNull()
    expect(clockText(i18n, null, 1)).toBeNull()
  })
})
