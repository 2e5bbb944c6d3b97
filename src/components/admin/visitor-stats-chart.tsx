'use client'

import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { useEffect, useRef } from 'react'

// Only the pieces these charts use, so the admin bundle carries no more of chart.js than that.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
)

export type ChartDay = { day: string; visitors: number; views: number }

/**
 * Daily visitors (bars) and page views (line) of the chosen period, drawn by chart.js in a canvas. The canvas is one
 * image for screen readers with a summary; the same numbers are in the table below it.
 */
export function VisitorStatsChart({ daily, summary }: { daily: ChartDay[]; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (!canvas.current) return
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: daily.map((d) => d.day.slice(5).replace('-', '.')),
        datasets: [
          { type: 'bar', label: '방문자', data: daily.map((d) => d.visitors), backgroundColor: '#2f8f5b', order: 2 },
          {
            type: 'line',
            label: '페이지뷰',
            data: daily.map((d) => d.views),
            borderColor: '#1d4ed8',
            backgroundColor: '#1d4ed8',
            pointRadius: daily.length > 31 ? 0 : 2,
            tension: 0.2,
            order: 1,
          },
        ],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    })
    return () => chart.destroy()
  }, [daily])
  return (
    <div style={{ position: 'relative', height: '18rem' }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  )
}
