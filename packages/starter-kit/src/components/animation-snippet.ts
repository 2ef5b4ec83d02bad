/**
 * The few lines a component needs to honour an Animation property: 'show' animations run from the inline
 * CSS, 'hover' and 'click' ones are started on the event and re-run after a 100 ms pause (spec §9).
 * Inlined into each component's source, because components import only 'react' and 'tessera'.
 */
export const USE_ANIMATION = `function useAnimation(animation) {
  const [run, setRun] = useState('');
  const play = (trigger) => {
    const next = animationFor(animation, trigger);
    if (!next) return;
    setRun('none');
    setTimeout(() => setRun(next), 100);
  };
  return {
    style: Object.assign({}, cssFor('Animation', animation), run ? { animation: run } : {}),
    onMouseEnter: () => play('hover'),
    onClick: () => play('click'),
  };
}`;
