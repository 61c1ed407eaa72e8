/**
 * Mantine's styles the jobs screens use beyond the app's first-visit set (src/app/mantine-styles.ts):
 * loaded with the jobs code only (a signed-in chunk), never with the signed-out first visit. Keep
 * Mantine's own order (a component after the parts it builds on).
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/dropzone/styles.css';
import '@app/ui/choice-fields.css';
import '@app/ui/offscreen-cards.css';
import './job-detail-layout.css';
