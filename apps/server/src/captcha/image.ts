import { randomInt } from 'node:crypto'
import { digitStrokes } from './glyphs'

const width = 150
const height = 50

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min)
const colour = () => `hsl(${randomInt(0, 360)},${randomInt(40, 80)}%,${randomInt(20, 42)}%)`
const fixed = (n: number) => n.toFixed(1)

/**
 * An SVG image of the digits, distorted: each glyph scaled, rotated, sheared and jittered point by point, the
 * whole line bent by a wave, over noise curves and dots. Built on the server from stroke data only.
 */
export function captchaSvg(text: string): string {
  const phase = rand(0, Math.PI * 2)
  const amplitude = rand(2, 4)
  const wave = (x: number, y: number): [number, number] => [x, y + amplitude * Math.sin(x / 14 + phase)]
  const parts: string[] = []
  for (let i = 0; i < 5; i += 1) {
    const [x0, y0, x1, y1, x2, y2] = [
      0,
      rand(0, height),
      rand(30, 120),
      rand(0, height),
      width,
      rand(0, height),
    ]
    parts.push(
      `<path d="M${fixed(x0)} ${fixed(y0)} Q${fixed(x1)} ${fixed(y1)} ${fixed(x2)} ${fixed(y2)}" fill="none" stroke="${colour()}" stroke-width="${fixed(rand(0.8, 1.8))}" opacity="0.7"/>`,
    )
  }
  for (let i = 0; i < 40; i += 1) {
    parts.push(
      `<circle cx="${fixed(rand(0, width))}" cy="${fixed(rand(0, height))}" r="${fixed(rand(0.5, 1.6))}" fill="${colour()}"/>`,
    )
  }
  const step = (width - 20) / text.length
  ;[...text].forEach((char, index) => {
    const strokes = digitStrokes[char] ?? []
    const scale = rand(1.7, 2.1)
    const angle = rand(-0.35, 0.35)
    const shear = rand(-0.25, 0.25)
    const cx = 10 + step * index + step / 2 + rand(-3, 3)
    const cy = height / 2 + rand(-4, 4)
    const stroke = colour()
    for (const line of strokes) {
      const points = line.map(([gx, gy]) => {
        const px = (gx - 5 + shear * (gy - 8) + rand(-0.5, 0.5)) * scale
        const py = (gy - 8 + rand(-0.5, 0.5)) * scale * 0.85
        const rx = cx + px * Math.cos(angle) - py * Math.sin(angle)
        const ry = cy + px * Math.sin(angle) + py * Math.cos(angle)
        return wave(rx, ry)
      })
      const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`).join(' ')
      parts.push(
        `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${fixed(rand(2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
    }
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
