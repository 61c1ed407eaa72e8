import { Checkbox, Combobox, Group, Input, InputBase, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { withChosen } from '../lists-gate';
import { filterNames, toggleName } from './looking-for-schema';

/**
 * The EHR Systems multi-select (§2 Looking for): a trigger showing the chosen names joined by
 * ', ' (or 'Select EHR Systems'), a dropdown with a search box ('Search EHR Systems...',
 * case-insensitive) and checkbox options; arrow keys move, Enter ticks or unticks.
 */
export function EhrMultiSelect({
  options,
  value,
  onChange,
  error,
}: {
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const shown = filterNames(withChosen(options, value), search);

  return (
    <Combobox store={combobox} onOptionSubmit={(name) => onChange(toggleName(value, name))}>
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          label="EHR Systems"
          required
          pointer
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          error={error}
          multiline
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
        >
          {value.length > 0 ? (
            value.join(', ')
          ) : (
            <Input.Placeholder c="gray.7">Select EHR Systems</Input.Placeholder>
          )}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          placeholder="Search EHR Systems..."
          aria-label="Search EHR Systems"
        />
        <Combobox.Options
          mah={240}
          style={{ overflowY: 'auto' }}
          aria-label="EHR Systems"
          aria-multiselectable
        >
          {shown.length > 0 ? (
            shown.map((name) => (
              <Combobox.Option
                value={name}
                key={name}
                active={value.includes(name)}
                aria-selected={value.includes(name)}
              >
                <Group gap="sm" wrap="nowrap">
                  <Checkbox.Indicator checked={value.includes(name)} size="sm" aria-hidden="true" />
                  <span>{name}</span>
                </Group>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>No EHR system found</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
