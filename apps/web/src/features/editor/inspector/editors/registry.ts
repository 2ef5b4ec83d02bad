import type { PropertyTypeName, PropertyValues } from '@tessera/shared';
import type { ComponentType } from 'react';
import { AnimationEditor } from './animation-editor.tsx';
import { AlignEditor, BorderStyleEditor } from './choice-editors.tsx';
import type { EditorProps } from './editor-props.ts';
import { FormEditor } from './form-editor.tsx';
import { FormFieldEditor } from './form-field-editor.tsx';
import { LinkEditor } from './link-editor.tsx';
import { ImageEditor, VideoEditor } from './media-editors.tsx';
import { NumberEditor, SliderEditor, SliderUnitEditor, UnitEditor } from './number-editors.tsx';
import { FontEditor, SelectEditor } from './select-editors.tsx';
import { ShadowEditor } from './shadow-editor.tsx';
import { SidesEditor } from './sides-editor.tsx';
import { SizeEditor } from './size-editor.tsx';
import { SwitchCardEditor, SwitchEditor } from './switch-editors.tsx';
import { ColorEditor, TextAreaEditor, TextEditor } from './text-editors.tsx';
import { TextStyleEditor } from './text-style-editor.tsx';

export interface EditorSpec<V> {
  readonly Editor: ComponentType<EditorProps<V>>;
  /** The editor shows the label itself (switches); the field shows only the lock beside it. */
  readonly ownLabel?: boolean;
}

/** One editor per property type (spec §3, §4); the compiler checks that all 39 are here. */
export const EDITORS: { readonly [N in PropertyTypeName]: EditorSpec<PropertyValues[N]> } = {
  Animation: { Editor: AnimationEditor },
  BackgroundColor: { Editor: ColorEditor },
  BorderColor: { Editor: ColorEditor },
  BorderRadius: { Editor: SidesEditor },
  BorderStyle: { Editor: BorderStyleEditor },
  BorderWidth: { Editor: SidesEditor },
  BoxShadow: { Editor: ShadowEditor },
  BoxShadowColor: { Editor: ColorEditor },
  BoxShadowInset: { Editor: SwitchEditor, ownLabel: true },
  Color: { Editor: ColorEditor },
  DecimalInput: { Editor: NumberEditor },
  FontSelector: { Editor: FontEditor },
  FontSize: { Editor: UnitEditor },
  Form: { Editor: FormEditor },
  FormField: { Editor: FormFieldEditor },
  HorizontalAlign: { Editor: AlignEditor },
  ImageSelector: { Editor: ImageEditor },
  IntegerInput: { Editor: NumberEditor },
  LetterSpacing: { Editor: UnitEditor },
  LineHeight: { Editor: UnitEditor },
  Link: { Editor: LinkEditor },
  MaxSize: { Editor: SizeEditor },
  MinSize: { Editor: SizeEditor },
  Select: { Editor: SelectEditor },
  Size: { Editor: SizeEditor },
  Slider: { Editor: SliderEditor },
  SliderUnit: { Editor: SliderUnitEditor },
  Spacing: { Editor: SidesEditor },
  Switch: { Editor: SwitchEditor, ownLabel: true },
  SwitchCard: { Editor: SwitchCardEditor, ownLabel: true },
  TextAreaInput: { Editor: TextAreaEditor },
  TextColor: { Editor: ColorEditor },
  TextHorizontalAlign: { Editor: AlignEditor },
  TextInput: { Editor: TextEditor },
  TextShadow: { Editor: ShadowEditor },
  TextShadowColor: { Editor: ColorEditor },
  TextStyle: { Editor: TextStyleEditor },
  VerticalAlign: { Editor: AlignEditor },
  VideoSelector: { Editor: VideoEditor },
};
