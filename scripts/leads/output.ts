/**
 * Where `npm run leads` writes its results: standard output, or the file named by `--output`.
 *
 * - A reader that stops reading (`… | head -1`) closes the pipe: the next write fails with EPIPE.
 *   That is not a failure of the command, so it ends quietly (OutputClosed, exit 0), as other Unix
 *   tools do, instead of crashing on the stream's unhandled 'error' event.
 * - A file that cannot be written (a folder, a missing folder, no permission, a full disk) is
 *   named as the problem (OutputError), never blamed on the lead storage.
 * - The file is checked (opened) before the storage is reached, and its old content is kept
 *   until the command writes: a refused argument does not empty it.
 * - A database is never written over: the lead storage's own files, or any SQLite file (a backup).
 */
import fs from "node:fs";
import path from "node:path";

/** The output could not be written; the message names the file or stream and why. */
export class OutputError extends Error {}

/** The reader of standard output went away; there is nobody left to tell. */
export class OutputClosed extends Error {}

export interface Output {
  write(chunk: string): Promise<void>;
  /** Everything written: flushes, and puts the file in place. */
  finish(): Promise<void>;
  /** The command failed: drops what was written to a file (standard output cannot be taken back). */
  discard(): void;
}

type ErrnoError = NodeJS.ErrnoException;

const closedPipe = (error: ErrnoError) => error.code === "EPIPE";

/** Writes one chunk, honouring backpressure (exports can be large); `failed` names the error. */
function writeTo(stream: NodeJS.WritableStream, chunk: string, failed: (error: ErrnoError) => Error) {
  return new Promise<void>((resolve, reject) => {
    stream.write(chunk, (error) => (error ? reject(failed(error)) : resolve()));
  });
}

/** Standard output (or another stream, for tests). */
export function streamOutput(stream: NodeJS.WritableStream = process.stdout): Output {
  // Write errors reach the write callbacks; without a listener the stream's 'error' event would
  // also be thrown as an uncaught exception.
  stream.on("error", () => undefined);
  const failed = (error: ErrnoError) =>
    closedPipe(error)
      ? new OutputClosed("The reader of the output went away.")
      : new OutputError(`Could not write the output: ${error.message}`);
  return {
    write: (chunk) => writeTo(stream, chunk, failed),
    finish: async () => undefined,
    discard: () => undefined,
  };
}

/** Why `target` cannot be written, in words. */
function openProblem(target: string, error: ErrnoError): OutputError {
  const folder = path.dirname(path.resolve(target));
  const reason =
    error.code === "EISDIR"
      ? `it is a folder. Name a file, e.g. --output ${path.join(target, "leads.csv")}`
      : error.code === "ENOENT"
        ? `the folder ${folder} does not exist`
        : error.code === "ENOTDIR"
          ? `${folder} is not a folder`
          : error.code === "EACCES" || error.code === "EPERM"
            ? "there is no permission to write it"
            : error.code === "EROFS"
              ? "it is on a read-only file system"
              : error.message;
  return new OutputError(`Cannot write --output ${target}: ${reason}`);
}

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

function isSqliteFile(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, "r");
    const head = Buffer.alloc(SQLITE_HEADER.length);
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Refuses `target` when it is one of `storageFiles` (the lead database and its journal files)
 * or any other SQLite database, such as a backup: an export must never destroy one.
 */
function refuseDatabase(target: string, storageFiles: readonly string[]) {
  const resolved = path.resolve(target);
  const stats = fs.statSync(resolved, { throwIfNoEntry: false });
  const sameFile = (file: string) => {
    if (path.resolve(file) === resolved) return true;
    const other = stats && fs.statSync(file, { throwIfNoEntry: false });
    return Boolean(other && other.ino === stats.ino && other.dev === stats.dev);
  };
  if (storageFiles.some(sameFile))
    throw new OutputError(
      `Cannot write --output ${target}: it is one of the lead database's own files. Name another file.`,
    );
  if (stats?.isFile() && isSqliteFile(resolved))
    throw new OutputError(
      `Cannot write --output ${target}: it is a database (a backup?), which an export would destroy. Name another file.`,
    );
}

/**
 * The file `target`, opened now (before the storage is reached) so that a path that cannot be
 * written is refused at once with the reason. Its old content is replaced only when the command
 * writes its first chunk, so an argument the command refuses leaves the file as it was; a file
 * this command created is removed again when the command fails. `storageFiles` are the lead
 * storage's own files, never to be written over. Throws OutputError.
 */
export function fileOutput(target: string, storageFiles: readonly string[] = []): Output {
  refuseDatabase(target, storageFiles);
  const existed = fs.lstatSync(target, { throwIfNoEntry: false }) !== undefined;
  let fd: number;
  try {
    // Append mode opens without truncating; the content is replaced at the first write.
    fd = fs.openSync(target, "a");
  } catch (error) {
    throw openProblem(target, error as ErrnoError);
  }
  const failed = (error: ErrnoError) =>
    new OutputError(`Could not write --output ${target}: ${error.message}`);
  let stream: fs.WriteStream | undefined;
  const opened = () => {
    if (!stream) {
      try {
        // A regular file starts over; a device or pipe (/dev/stdout) cannot be truncated.
        if (fs.fstatSync(fd).isFile()) fs.ftruncateSync(fd, 0);
      } catch (error) {
        throw failed(error as ErrnoError);
      }
      stream = fs.createWriteStream(target, { fd });
      // As for standard output: errors reach the callbacks, the listener keeps them from crashing.
      stream.on("error", () => undefined);
    }
    return stream;
  };
  return {
    write: async (chunk) => writeTo(opened(), chunk, failed),
    finish: async () =>
      new Promise<void>((resolve, reject) => {
        opened().end((error?: Error | null) => (error ? reject(failed(error)) : resolve()));
      }),
    discard() {
      if (stream) stream.destroy();
      else fs.closeSync(fd);
      if (!existed) fs.rmSync(target, { force: true });
    },
  };
}
