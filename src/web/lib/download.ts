// Files the API answers (CSV exports): fetched through the API client, which carries the bearer
// token (so not a bare link), then handed to the browser as a download.

/** An answer that is not JSON (the file itself) stays text; a refusal's JSON body keeps its message. */
export const textOrJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Starts the browser's download of `text` as a file named `name`. */
export function saveFile(text: string, name: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
