/**
 * Mantine's styles the recruiter workspace uses beyond the app's first-visit set
 * (src/app/mantine-styles.ts): loaded with the workspace's layout (a chunk of its own), never with
 * a candidate's visit. Keep Mantine's own order (a component after the parts it builds on).
 */
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import '@app/ui/choice-fields.css';
