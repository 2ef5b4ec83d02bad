import { SOCKET_KINDS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import classes from './graph.module.css';

/** What the socket and connection colours mean (one colour per socket kind). */
export function GraphLegend() {
  const { t } = useTranslation();
  return (
    <div className={classes.legend} data-testid="graph-legend">
      <span className={classes.legendTitle}>{t('behaviour.legend.title')}</span>
      {SOCKET_KINDS.map((kind) => (
        <span key={kind} className={classes.legendItem} data-kind={kind}>
          <span className={classes.swatch} data-kind={kind} aria-hidden />
          {t(`behaviour.legend.${kind}`)}
        </span>
      ))}
    </div>
  );
}
