/**
 * Mantine's styles the settings screen uses beyond the app's first-visit set
 * (src/app/mantine-styles.ts): loaded with the settings code only (a signed-in chunk), never with
 * the signed-out first visit. Keep Mantine's own order (a component after the parts it builds on).
 */
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@app/ui/choice-fields.css';
