import { describe, expect, it } from 'vitest';
import { createParticles, particleCount, stepParticles } from './particles.ts';

describe('particles', () => {
  it('scales the count with the screen, within bounds', () => {
    expect(particleCount(0, 0)).toBe(24);
    expect(particleCount(1280, 800)).toBe(73);
    expect(particleCount(10_000, 10_000)).toBe(110);
  });

  it('creates particles inside the area', () => {
    const particles = createParticles(50, 300, 200);
    expect(particles).toHaveLength(50);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(300);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(200);
    }
  });

  it('wraps particles that leave the area', () => {
    const particles = [{ x: 99, y: 50, vx: 100, vy: 0, radius: 1 }];
    stepParticles(particles, 100, 100, 0.1);
    expect(particles[0]?.x).toBe(-1);
  });

  it('caps long frames so nothing jumps', () => {
    const particles = [{ x: 10, y: 10, vx: 10, vy: 10, radius: 1 }];
    stepParticles(particles, 100, 100, 5);
    expect(particles[0]?.x).toBeCloseTo(11);
  });
});
