/**
 * Mantine's styles the assessment screen uses beyond the app's first-visit set
 * (src/app/mantine-styles.ts), loaded with the assessment code only. Keep Mantine's own order.
 */
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@app/ui/choice-fields.css';
