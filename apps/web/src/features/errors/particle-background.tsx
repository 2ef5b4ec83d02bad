import { useEffect, useRef } from 'react';
import { createParticles, type Particle, particleCount, stepParticles } from './particles.ts';

/** Particles closer than this (px) are joined by a line that fades with distance. */
const LINK_DISTANCE = 120;
const DOT = '76, 110, 245'; // indigo-6, the theme's primary colour

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number): void {
  ctx.clearRect(0, 0, width, height);
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const distance = Math.hypot(dx, dy);
      if (distance < LINK_DISTANCE) {
        ctx.strokeStyle = `rgba(${DOT}, ${(1 - distance / LINK_DISTANCE) * 0.22})`;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
  }
  ctx.fillStyle = `rgba(${DOT}, 0.55)`;
  for (const p of particles) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * A full-screen canvas of slowly drifting, linked particles. With prefers-reduced-motion it draws
 * one still frame and never animates.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;
    let last = 0;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(particleCount(width, height), width, height);
      draw(ctx, particles, width, height);
    };

    const tick = (now: number) => {
      stepParticles(particles, width, height, last ? (now - last) / 1000 : 0);
      last = now;
      draw(ctx, particles, width, height);
      frame = window.requestAnimationFrame(tick);
    };

    const start = () => {
      window.cancelAnimationFrame(frame);
      last = 0;
      if (!motion.matches) frame = window.requestAnimationFrame(tick);
    };

    resize();
    start();
    window.addEventListener('resize', resize);
    motion.addEventListener('change', start);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      motion.removeEventListener('change', start);
    };
  }, []);

  return (
    // Decoration only: hidden from assistive technology through its wrapper.
    <div aria-hidden="true" style={{ position: 'fixed', inset: 0, pointerEvents: 'none' }}>
      <canvas
        ref={canvasRef}
        data-testid="particle-background"
        style={{ display: 'block', width: '100%', height: '100%' }}
      />
    </div>
  );
}
