// The widget playground: any registered widget live in a one-field form, its
// properties edited from its catalog property list (a mistake shows the
// compiler's own words), its value as JSON beside it, and the same form in its
// read-only view below — the place to try a widget before putting it in a form.
import { useMemo, useState } from 'react';
import { Alert, Card, Col, Form, Row, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { compileForm, type FormNode } from '@core/form';
import { defaultProps, paletteGroups, widgetCatalog, widgetSpec, type WidgetProps } from '@core/widgets';
import { galleryForm } from '@core/widgets/gallery';
import { formFieldChoices } from '@widgets/runtime/propertyContext';
import { useMessageText } from '@widgets/runtime/messages';
import { FormStore } from '../form/store/FormStore';
import { FormView } from '../form/view/FormView';
import { PropertyEditor } from './PropertyEditor';

/** What can be tried alone: the stored widgets and the display nodes (a barcode, a QR code, a text); containers need children. */
const triable = () => widgetCatalog().filter((spec) => spec.kind === 'field' || spec.kind === 'system' || (spec.kind === 'layout' && spec.group === 'display'));

/** A display node stores nothing, so it is tried without a field. */
const storesValue = (widget: string) => widgetSpec(widget)?.kind !== 'layout';

/** The fields a property may name (a parameter's form field, a popup attribute's picker): the gallery's sample form's. */
const sampleFormFields = () => formFieldChoices(galleryForm(widgetCatalog()));

/** The value as it stands, redrawn as it changes. */
const ValueJson = observer(function ValueJson({ store }: { store: FormStore }) {
  return (
    <pre className="kiln-playground-json" data-testid="playground-value">
      {JSON.stringify(store.value('value') ?? null, null, 2)}
    </pre>
  );
});

function useTrial(widget: string, props: WidgetProps) {
  return useMemo(() => {
    const label = widgetSpec(widget)?.label;
    const node: FormNode = storesValue(widget) ? { id: 'trial', widget, field: 'value', label, props } : { id: 'trial', widget, props };
    try {
      // The server checks saved forms; here the widget is tried without a body check.
      return { store: new FormStore(compileForm([node]), 'create', null, () => []), problem: null };
    } catch (error) {
      return { store: null, problem: (error as Error).message };
    }
  }, [widget, props]);
}

export function WidgetPlayground() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [widget, setWidget] = useState('comInput');
  const spec = widgetSpec(widget);
  const [props, setProps] = useState<WidgetProps>(() => (spec ? defaultProps(spec) : {}));
  const { store, problem } = useTrial(widget, props);
  const formFields = useMemo(() => sampleFormFields(), []);
  const options = paletteGroups
    .map((group) => ({
      label: t(`designer.group.${group}`),
      options: triable()
        .filter((candidate) => candidate.group === group)
        .map((candidate) => ({ label: `${text(candidate.label)} (${candidate.key})`, value: candidate.key })),
    }))
    .filter((group) => group.options.length > 0);
  const choose = (key: string) => {
    const next = widgetSpec(key);
    setWidget(key);
    setProps(next ? defaultProps(next) : {});
  };
  return (
    <Row gutter={16} data-testid="widget-playground">
      <Col xs={24} lg={8}>
        <Card size="small" title={t('gallery.properties')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={widget}
            options={options}
            onChange={choose}
            style={{ width: '100%', marginBottom: 12 }}
            data-testid="playground-widget"
          />
          <Form layout="vertical" size="small">
            {spec?.properties.map((property) => (
              <Form.Item key={`${widget}-${property.name}`} label={`${text(property.label)} · ${property.name}`}>
                <PropertyEditor
                  property={property}
                  value={props[property.name]}
                  onChange={(value) => setProps((current) => ({ ...current, [property.name]: value }))}
                  node={{ widget, props, formFields }}
                />
              </Form.Item>
            ))}
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card size="small" title={t('gallery.tryIt')} style={{ marginBottom: 16 }}>
          {problem && <Alert type="error" showIcon title={problem} data-testid="playground-problem" />}
          {store && <FormView key={`edit-${widget}`} store={store} labelWidth={110} />}
        </Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Card size="small" title={t('gallery.value')}>
              {store && (storesValue(widget) ? <ValueJson store={store} /> : <Typography.Text type="secondary">{t('gallery.storesNothing')}</Typography.Text>)}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card size="small" title={t('gallery.readOnly')}>
              {store && <FormView key={`view-${widget}`} store={store} labelWidth={110} viewOnly />}
              <Typography.Text type="secondary">{t('gallery.readOnlyHint')}</Typography.Text>
            </Card>
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
