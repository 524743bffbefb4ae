import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';

interface ImageUploadButtonProps {
  label: string;
  loading: boolean;
  onFile: (file: File) => void;
  testId: string;
}

/**
 * A button that picks one image and hands it over (the logo, a post's cover): the browser's
 * own file input behind an ordinary button, rather than Ant Design's Upload and its list.
 */
export function ImageUploadButton({ label, loading, onFile, testId }: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file !== undefined) onFile(file);
        }}
        data-testid={`${testId}-input`}
      />
      <Button
        icon={<UploadOutlined />}
        loading={loading}
        onClick={() => input.current?.click()}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );
}
