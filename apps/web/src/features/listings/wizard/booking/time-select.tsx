import { Select, type SelectProps } from 'antd';

const QUARTER_HOURS = Array.from({ length: 24 * 4 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

/** A time of day in 15-minute steps, as "HH:mm" (24 hours); typing "20" finds 20:00. */
export function TimeSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  return (
    <Select<string>
      showSearch
      options={QUARTER_HOURS.map((time) => ({
        value: time,
        label: <bdi>{time}</bdi>,
        title: time,
      }))}
      optionFilterProp="title"
      style={{ width: '100%' }}
      {...props}
    />
  );
}
