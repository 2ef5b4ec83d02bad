/** A small drifting-particle field for the not-found and error screens; pure so it can be tested. */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

/** Pixels² of screen per particle, and the bounds that keep small and huge screens sensible. */
const AREA_PER_PARTICLE = 14_000;
const MIN_PARTICLES = 24;
const MAX_PARTICLES = 110;
/** Speed in pixels per second. */
const MAX_SPEED = 22;

export function particleCount(width: number, height: number): number {
  const count = Math.round((Math.max(0, width) * Math.max(0, height)) / AREA_PER_PARTICLE);
  return Math.min(MAX_PARTICLES, Math.max(MIN_PARTICLES, count));
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const speed = (0.3 + random() * 0.7) * MAX_SPEED;
    return {
      x: random() * width,
      y: random() * height,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      radius: 1.2 + random() * 2.3,
    };
  });
}

/** Moves every particle by `seconds`, wrapping around the edges so the field never empties. */
export function stepParticles(particles: Particle[], width: number, height: number, seconds: number): void {
  // A long pause (background tab) must not teleport the field.
  const dt = Math.min(seconds, 0.1);
  for (const p of particles) {
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    if (p.x < -p.radius) p.x = width + p.radius;
    else if (p.x > width + p.radius) p.x = -p.radius;
    if (p.y < -p.radius) p.y = height + p.radius;
    else if (p.y > height + p.radius) p.y = -p.radius;
  }
}
