import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { useSubmitErrors } from './use-submit-errors';

let api: ReturnType<typeof useSubmitErrors> | undefined;
let formRef: FormInstance | undefined;

function Probe() {
  const [form] = Form.useForm();
  formRef = form as FormInstance;
  api = useSubmitErrors(formRef);
  return (
    <Form
      form={form}
      initialValues={{ name: 'a', other: 'b' }}
      onValuesChange={() => api?.refresh()}
    >
      <Form.Item name="name">
        <Input data-testid="name" />
      </Form.Item>
      <Form.Item name="other">
        <Input data-testid="other" />
      </Form.Item>
    </Form>
  );
}

describe('useSubmitErrors', () => {
  it('shows errors at their fields, hands back the ones no field shows, and clears an error once its field changes', async () => {
    render(<Probe />);
    let unplaced: string[] = [];
    act(() => {
      unplaced = api!.show([
        { name: ['name'], errors: ['Name is wrong'] },
        { name: ['other'], errors: ['Other is wrong'] },
        { name: ['photos'], errors: ['Add more photos'] },
      ]);
    });
    expect(unplaced).toEqual(['Add more photos']);
    expect(await screen.findByText('Name is wrong')).toBeTruthy();

    fireEvent.change(screen.getByTestId('name'), { target: { value: 'b' } });

    expect(formRef!.getFieldError(['name'])).toEqual([]);
    expect(formRef!.getFieldError(['other'])).toEqual(['Other is wrong']);
  });
});
