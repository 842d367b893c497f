import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  MAX_OTHER_IMAGES,
  MAX_SUPPORTING_DOCUMENTS,
  type FileField as FileFieldName,
} from '#contract/create-campaign';
import { DOCUMENT_ACCEPT, FILE_RULES, IMAGE_ACCEPT, fileProblem } from '#contract/files';
import { m } from '#i18n/paraglide/messages.js';
import type { DraftFile } from '#web/lib/outbox/drafts';
import { isMultiFile } from './wizard-values';

type Rule = { rule: (typeof FILE_RULES)[keyof typeof FILE_RULES]; accept: string; max: number; tooMany: () => string; keepsWhatFits?: true };
const RULES: Record<FileFieldName, Rule> = {
  tinCertificate: { rule: FILE_RULES.document, accept: DOCUMENT_ACCEPT, max: 1, tooMany: () => '' },
  registrationLicense: { rule: FILE_RULES.document, accept: DOCUMENT_ACCEPT, max: 1, tooMany: () => '' },
  personalDocument: { rule: FILE_RULES.document, accept: DOCUMENT_ACCEPT, max: 1, tooMany: () => '' },
  supportingDocuments: { rule: FILE_RULES.document, accept: DOCUMENT_ACCEPT, max: MAX_SUPPORTING_DOCUMENTS, tooMany: () => m.create_too_many_documents() },
  coverImage: { rule: FILE_RULES.cover, accept: IMAGE_ACCEPT, max: 1, tooMany: () => '' },
  // Five pictures chosen at once: the first four are kept, and the page says so (issue 44).
  otherImages: { rule: FILE_RULES.otherImage, accept: IMAGE_ACCEPT, max: MAX_OTHER_IMAGES, tooMany: () => m.create_too_many_images(), keepsWhatFits: true },
};

const kb = (n: number) =>
  n < 1024 * 1024 ? m.create_size_kb({ size: String(Math.max(1, Math.round(n / 1024))) }) : m.create_size_mb({ size: (n / 1024 / 1024).toFixed(1) });

/** A thumbnail of a chosen image, from its Blob (the object URL is released when it goes). */
function Preview({ file }: { file: DraftFile }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const u = URL.createObjectURL(file.blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file.blob]);
  if (!file.type.startsWith('image/')) return <IconFileText size={40} aria-hidden />;
  return (
    <img
      src={url}
      alt={m.create_file_preview_alt({ name: file.name })}
      width={64}
      height={64}
      style={{ objectFit: 'cover', borderRadius: 6, display: 'block', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}

type Props = {
  field: FileFieldName;
  label: string;
  description?: string;
  required?: boolean;
  value: DraftFile[];
  error?: string;
  disabled?: boolean;
  onChange: (files: DraftFile[]) => void;
  onError: (message: string | null) => void;
};

/**
 * A file picker that checks each chosen file against the contract's rule at once (type by name,
 * 5 MB, how many), shows the spec's message when one fails, and a preview of every chosen file.
 */
export function FileField({ field, label, description, required, value, error, disabled, onChange, onError }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { rule, accept, max, tooMany, keepsWhatFits } = RULES[field];
  const multiple = isMultiFile(field);

  // What was left out of a choice that did not fit, said until the next choice.
  const [notice, setNotice] = useState<string | null>(null);

  const choose = (list: FileList | null) => {
    let chosen = Array.from(list ?? []).map((f): DraftFile => ({ name: f.name, type: f.type, size: f.size, blob: f }));
    if (input.current) input.current.value = '';
    setNotice(null);
    if (!chosen.length) return;
    if (multiple && value.length + chosen.length > max) {
      // Images: the first that fit are kept, and the page says so; documents are refused whole.
      if (!keepsWhatFits) return onError(tooMany());
      const kept = chosen.slice(0, max - value.length);
      setNotice(m.create_images_kept({ max: String(max), kept: String(kept.length), chosen: String(chosen.length) }));
      chosen = kept;
    }
    const next = multiple ? [...value, ...chosen] : chosen.slice(0, 1);
    for (const f of chosen) {
      const problem = fileProblem(f, rule);
      if (problem) return onError(problem);
    }
    onError(null);
    onChange(next);
  };

  return (
    <Input.Wrapper label={label} description={description} required={required} error={error} id={id}>
      <Stack gap="xs" mt={4}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          aria-label={label}
          disabled={disabled}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(e) => choose(e.currentTarget.files)}
        />
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconUpload size={16} />}
            onClick={() => input.current?.click()}
            disabled={disabled || (multiple && value.length >= max)}
          >
            {value.length && !multiple ? m.create_file_replace() : multiple ? m.create_file_add() : m.create_file_choose()}
          </Button>
          {multiple && (
            <Text size="xs" c="dimmed">
              {m.create_file_count({ count: String(value.length), max: String(max) })}
            </Text>
          )}
        </Group>
        {notice && (
          <Text size="sm" c="orange.9" role="status">
            {notice}
          </Text>
        )}
        {value.map((f, i) => (
          <Paper key={`${f.name}-${i}`} withBorder p={6} radius="md">
            <Group gap="sm" wrap="nowrap">
              <Preview file={f} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate="end" translate="no">
                  {f.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {kb(f.size)}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={m.create_file_remove({ name: f.name })}
                disabled={disabled}
                onClick={() => {
                  onError(null);
                  setNotice(null);
                  onChange(value.filter((_, j) => j !== i));
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
