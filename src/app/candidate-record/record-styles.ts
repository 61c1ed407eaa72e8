/**
 * Mantine's styles that only the onboarding screens use, loaded with the onboarding layout's code
 * (Vite gives that chunk its own CSS file), never with the signed-out first visit, whose CSS
 * (src/app/mantine-styles.ts) stays within its budget. Add an onboarding control's style file
 * here, not there, keeping Mantine's own order (a component after the parts it builds on).
 */
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '../ui/choice-fields.css';
