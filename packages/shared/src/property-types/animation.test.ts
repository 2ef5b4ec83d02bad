import { describe, expect, it } from 'vitest';
import {
  ANIMATION_DEFAULTS,
  ANIMATION_KEYFRAMES_CSS,
  addAnimation,
  animationCss,
  animationFor,
  directionTransform,
  normalizeAnimation,
  remainingAnimationProperties,
  removeAnimation,
} from './animation.ts';
import { ANIMATION_TRIGGERS, DIRECTIONS } from './constants.ts';
import { propertyType } from './definitions.ts';
import { guessVideoType, isVideoSiteUrl } from './video.ts';

describe('Animation values', () => {
  it('defaults to the spec: colour #808080, opacity 1, function linear', () => {
    expect(ANIMATION_DEFAULTS.color).toMatchObject({ start: '#808080', end: '#808080', function: 'linear' });
    expect(ANIMATION_DEFAULTS.opacity).toMatchObject({ start: 1, end: 1, function: 'linear' });
    expect(ANIMATION_DEFAULTS.direction).toMatchObject({
      function: 'linear',
      start: { value: 0, unit: 'px' },
    });
    expect(ANIMATION_TRIGGERS).toEqual(['show', 'hover', 'click']);
    expect(DIRECTIONS).toEqual(['top', 'bottom', 'left', 'right']);
  });

  it('normalizes each animated property, dropping unknown ones', () => {
    expect(
      normalizeAnimation({
        opacity: { start: 2, end: '-1', trigger: 'hover', function: 'bogus' },
        direction: { direction: 'up', start: { value: -5000, unit: 'px' }, end: { value: 50, unit: '%' } },
        color: { start: 'red', duration: { value: -10, unit: 's' }, delay: { value: 2000, unit: 'ms' } },
        rotation: { start: 0 },
      }),
    ).toEqual({
      opacity: { ...ANIMATION_DEFAULTS.opacity, trigger: 'hover', start: 1, end: 0 },
      direction: {
        ...ANIMATION_DEFAULTS.direction,
        start: { value: -1000, unit: 'px' },
        end: { value: 50, unit: '%' },
      },
      color: {
        ...ANIMATION_DEFAULTS.color,
        start: 'red',
        duration: { value: 0, unit: 's' },
        delay: { value: 1000, unit: 'ms' },
      },
    });
    expect(normalizeAnimation('fade')).toEqual({});
    expect(propertyType('Animation').schema.safeParse(normalizeAnimation({ color: {} })).success).toBe(true);
  });

  it('turns show animations into an animation shorthand plus start/end variables', () => {
    const value = normalizeAnimation({
      opacity: { trigger: 'show', start: 0, end: 1, duration: { value: 1, unit: 's' } },
      direction: {
        trigger: 'show',
        direction: 'left',
        start: { value: 100, unit: 'px' },
        end: { value: 0, unit: 'px' },
      },
      color: { trigger: 'hover', start: '#000', end: '#f00', function: 'ease-in' },
    });
    expect(animationCss(value)).toEqual({
      '--tessera-color-from': '#000',
      '--tessera-color-to': '#f00',
      '--tessera-translate-from': 'translateX(calc(-1 * 100px))',
      '--tessera-translate-to': 'translateX(calc(-1 * 0px))',
      '--tessera-opacity-from': '0',
      '--tessera-opacity-to': '1',
      animation: 'tessera-direction 300ms linear 0ms both, tessera-opacity 1s linear 0ms both',
    });
    expect(animationFor(value, 'hover')).toBe('tessera-color 300ms ease-in 0ms both');
    expect(animationFor(value, 'click')).toBe('');
    expect(animationCss({})).toEqual({});
  });

  it('moves along the chosen direction', () => {
    const offset = { value: 2, unit: 'rem' };
    expect(directionTransform('right', offset)).toBe('translateX(2rem)');
    expect(directionTransform('bottom', offset)).toBe('translateY(2rem)');
    expect(directionTransform('top', offset)).toBe('translateY(calc(-1 * 2rem))');
  });

  it('ships keyframes for every animated property', () => {
    for (const name of ['tessera-color', 'tessera-direction', 'tessera-opacity']) {
      expect(ANIMATION_KEYFRAMES_CSS).toContain(`@keyframes ${name} `);
    }
  });

  it('adds from the remaining choices and removes with the trash button', () => {
    let value = addAnimation({}, 'opacity');
    expect(value).toEqual({ opacity: ANIMATION_DEFAULTS.opacity });
    expect(value.opacity).not.toBe(ANIMATION_DEFAULTS.opacity);
    expect(remainingAnimationProperties(value)).toEqual(['color', 'direction']);
    value = addAnimation(value, 'color');
    expect(addAnimation(value, 'color')).toBe(value);
    expect(remainingAnimationProperties(value)).toEqual(['direction']);
    expect(removeAnimation(value, 'opacity')).toEqual({ color: ANIMATION_DEFAULTS.color });
  });
});

describe('video type guessing (spec §5)', () => {
  it('guesses the MIME type from the extension', () => {
    expect(guessVideoType('https://cdn.example.com/a/clip.webm')).toBe('video/webm');
    expect(guessVideoType('/media/clip.MP4?token=1#t=3')).toBe('video/mp4');
    expect(guessVideoType('clip.ogv')).toBe('video/ogg');
    expect(guessVideoType('clip.mpeg')).toBe('video/mpeg');
    expect(guessVideoType('clip.txt')).toBe('');
    expect(guessVideoType('')).toBe('');
  });

  it('gives an empty type for YouTube and Vimeo links', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=x.mp4',
      'https://youtu.be/abc',
      'https://vimeo.com/123',
      'https://player.vimeo.com/video/123',
    ]) {
      expect(isVideoSiteUrl(url), url).toBe(true);
      expect(guessVideoType(url)).toBe('');
    }
    expect(isVideoSiteUrl('https://notyoutube.com/a.mp4')).toBe(false);
  });
});
