/**
 * The translation catalogues: the main files plus one part per large feature (parts/{name}.{locale}.json),
 * each part under its own top-level key. Parts let features that are built side by side keep their texts
 * in their own files; what the app, the type checker and the parity test see is the merged catalogue.
 */

import mainEn from './en-US.json';
import behaviourEn from './parts/behaviour.en-US.json';
import behaviourPt from './parts/behaviour.pt-BR.json';
import canvasEn from './parts/canvas.en-US.json';
import canvasPt from './parts/canvas.pt-BR.json';
import collabEn from './parts/collab.en-US.json';
import collabPt from './parts/collab.pt-BR.json';
import collectionsEn from './parts/collections.en-US.json';
import collectionsPt from './parts/collections.pt-BR.json';
import editorEn from './parts/editor.en-US.json';
import editorPt from './parts/editor.pt-BR.json';
import formDeliveryEn from './parts/form-delivery.en-US.json';
import formDeliveryPt from './parts/form-delivery.pt-BR.json';
import formInspectorEn from './parts/form-inspector.en-US.json';
import formInspectorPt from './parts/form-inspector.pt-BR.json';
import inspectorEn from './parts/inspector.en-US.json';
import inspectorPt from './parts/inspector.pt-BR.json';
import linkEn from './parts/link.en-US.json';
import linkPt from './parts/link.pt-BR.json';
import mediaEn from './parts/media.en-US.json';
import mediaPt from './parts/media.pt-BR.json';
import navigatorEn from './parts/navigator.en-US.json';
import navigatorPt from './parts/navigator.pt-BR.json';
import publishingEn from './parts/publishing.en-US.json';
import publishingPt from './parts/publishing.pt-BR.json';
import roomEn from './parts/room.en-US.json';
import roomPt from './parts/room.pt-BR.json';
import siteEn from './parts/site.en-US.json';
import sitePt from './parts/site.pt-BR.json';
import submissionsEn from './parts/submissions.en-US.json';
import submissionsPt from './parts/submissions.pt-BR.json';
import mainPt from './pt-BR.json';

export const EN_US = {
  ...mainEn,
  editor: editorEn,
  canvas: canvasEn,
  inspector: inspectorEn,
  link: linkEn,
  form_inspector: formInspectorEn,
  form_delivery: formDeliveryEn,
  media: mediaEn,
  behaviour: behaviourEn,
  publishing: publishingEn,
  site: siteEn,
  room: roomEn,
  navigator: navigatorEn,
  submissions: submissionsEn,
  collab: collabEn,
  collections: collectionsEn,
};
export const PT_BR = {
  ...mainPt,
  editor: editorPt,
  canvas: canvasPt,
  inspector: inspectorPt,
  link: linkPt,
  form_inspector: formInspectorPt,
  form_delivery: formDeliveryPt,
  media: mediaPt,
  behaviour: behaviourPt,
  publishing: publishingPt,
  site: sitePt,
  room: roomPt,
  navigator: navigatorPt,
  submissions: submissionsPt,
  collab: collabPt,
  collections: collectionsPt,
};

export type Catalogue = typeof EN_US;
