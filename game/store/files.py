"""The app's own files on disk: read with a bound, written all or nothing.

Saves and settings are files a player (or another program, or a broken disk) may
have replaced with anything: a FIFO that never ends, a link to /dev/zero, a folder,
a gigabyte of JSON, a number with ten thousand digits, lists nested 100,000 deep.
read_json opens only regular files, without blocking, reads at most MAX_FILE_BYTES
in one bounded read, and turns every way of failing into UnreadableFile with a
one-line reason (a link that leads to no file, or round in a circle, says so), so no
caller can hang, run out of memory or see a traceback.

write_json_atomic writes a temporary file beside the target, fsyncs it, then moves
it over the target with os.replace, which is atomic: after a crash or a power cut
either the old or the new file is there, never half of one. Temporary files left
by a killed write are removed by remove_stale_temp_files at the next start.

A file that must not exist yet (a Save as file, a game's new slot) is written by
write_json_new instead, which never replaces anything, not even what another copy
of the app wrote a moment ago: the temporary file is given the target's name with
os.link, which fails when the name is taken, whatever the checks before said. Where
the file system has no hard links (FAT, some network shares), the name is first
taken by creating an empty file with O_CREAT | O_EXCL, and the temporary file then
moved over that one.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from game.texts import tr, whole

MAX_FILE_BYTES = 8 * 1024 * 1024  # the largest real save is well under 1 MiB
TEMP_SUFFIX = ".tmp"
# Opening without blocking matters for a FIFO (it would wait for a writer forever);
# O_BINARY only exists (and matters) on Windows.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_CREATE_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)


class UnreadableFile(Exception):
    """A file that cannot be read as JSON, and why, in one line naming the file."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def read_bytes(path: Path) -> bytes:
    """The bytes of the regular file `path`, at most MAX_FILE_BYTES, or UnreadableFile."""
    try:
        handle = os.open(path, _READ_FLAGS)
    except OSError as error:
        raise UnreadableFile(
            _broken_link(path, error) or tr("cannot read {path}: {reason}").format(
                path=path, reason=error.strerror or error)
        ) from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(tr("{path} is not a regular file ({kind})").format(
                path=path, kind=_kind(info.st_mode)))
        if info.st_size > MAX_FILE_BYTES:
            raise UnreadableFile(tr("{path} is {size} bytes, far larger than any save").format(
                path=path, size=whole(info.st_size)))
        data = os.read(handle, MAX_FILE_BYTES + 1)
    except OSError as error:
        raise UnreadableFile(tr("cannot read {path}: {reason}").format(
            path=path, reason=error.strerror or error)) from None
    finally:
        os.close(handle)
    if len(data) > MAX_FILE_BYTES:  # it grew after fstat
        raise UnreadableFile(tr("{path} is larger than any save").format(path=path))
    return data


def read_json(path: Path) -> object:
    """The JSON in the regular file `path`, or UnreadableFile naming what is wrong."""
    data = read_bytes(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise UnreadableFile(tr("{path} is not a text file (byte {byte} is not UTF-8)").format(
            path=path, byte=error.start)) from None
    try:
        return json.loads(text)
    except RecursionError:
        raise UnreadableFile(tr("{path} is nested too deeply to be a save").format(
            path=path)) from None
    except json.JSONDecodeError as error:
        raise UnreadableFile(tr("{path} is not valid JSON (line {line}, column {column})").format(
            path=path, line=error.lineno, column=error.colno)) from None
    except ValueError:  # Python refuses integers of more than 4,300 digits
        raise UnreadableFile(tr("{path} holds a number too long to be part of a save").format(
            path=path)) from None


def _broken_link(path: Path, error: OSError) -> str:
    """Why `path` could not be opened when it is a link that leads to no file ('' when it
    is not): such a link is listed, and can be deleted, like any damaged save."""
    if error.errno not in (errno.ENOENT, errno.ELOOP) or not path.is_symlink():
        return ""
    if error.errno == errno.ELOOP:
        return tr("{path} is a link that leads round in a circle, to no file").format(path=path)
    try:
        target = os.readlink(path)
    except OSError:
        target = "?"
    return tr("{path} is a link to nothing: {target} does not exist").format(
        path=path, target=target)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return tr("a folder")
    if stat.S_ISFIFO(mode):
        return tr("a pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return tr("a device")
    if stat.S_ISSOCK(mode):
        return tr("a socket")
    return tr("a special file")


def write_temp(folder: Path, name: str, data: bytes) -> Path:
    """A new temporary file in `folder` holding `data`, flushed to the disk.

    Every byte goes through os.write, so a full disk (ENOSPC) raises OSError here,
    and the temporary file is removed again. A file where the folder should be is
    NotADirectoryError (FileExistsError means a name taken: write_json_new).
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder)) from None
    handle, temp_name = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=TEMP_SUFFIX)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(handle, view) :]
        os.fsync(handle)
    except BaseException:
        os.close(handle)
        Path(temp_name).unlink(missing_ok=True)
        raise
    os.close(handle)
    return Path(temp_name)


def json_bytes(data: Any, compact: bool) -> bytes:
    """`data` as JSON text, indented for people to read, unless `compact`: indenting makes
    Python encode the JSON in Python, and an index of 10,000 games is encoded five times
    faster without, by the C encoder."""
    text = (json.dumps(data, ensure_ascii=False, separators=(",", ":")) if compact
            else json.dumps(data, indent=1, ensure_ascii=False))
    return text.encode("utf-8")


def write_json_atomic(path: Path, data: Any, compact: bool = False) -> None:
    """Replace `path` with `data` as JSON, all or nothing (OSError when impossible)."""
    temp = write_temp(path.parent, path.name, json_bytes(data, compact))
    try:
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def write_json_new(path: Path, data: Any, compact: bool = False) -> None:
    """Create `path` holding `data` as JSON, all or nothing, only while nothing has that
    name: FileExistsError when a file, a folder or a link (even one to nothing) has it,
    however recently; another OSError when it cannot be written."""
    temp = write_temp(path.parent, path.name, json_bytes(data, compact))
    try:
        move_new(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def move_new(source: Path, target: Path) -> None:
    """Give the file `source` the name `target` instead, only while nothing has that name
    (FileExistsError otherwise): never replacing a file, never leaving half of one.

    A hard link is made, then the old name removed (when it cannot be, the new name goes
    again, and the error is raised); only a crash between the two leaves the file under
    both names (a temporary name is removed at the next start). Where the file system
    has no hard links, the name is taken by creating an empty file exclusively, and
    `source` is then moved over it (a crash just then leaves that empty file, listed as
    damaged).
    """
    try:
        os.link(source, target)
    except (FileExistsError, FileNotFoundError):
        raise
    except OSError:  # no hard links here (EPERM on FAT, ENOTSUP on some network shares)
        os.close(os.open(target, _CREATE_NEW))
        try:
            os.replace(source, target)
        except BaseException:
            target.unlink(missing_ok=True)
            raise
        return
    try:
        source.unlink()
    except BaseException:
        target.unlink(missing_ok=True)
        raise


def probe_writable(folder: Path) -> None:
    """Write a small file into `folder` and remove it: OSError if files cannot be stored."""
    write_temp(folder, "probe", b"{}" * 2048).unlink()


def remove_stale_temp_files(folder: Path) -> None:
    """Remove the temporary files a killed write left in `folder` (never a real file)."""
    try:
        leftovers = [p for p in folder.glob(f".*{TEMP_SUFFIX}") if p.is_file()]
    except OSError:
        return
    for leftover in leftovers:
        try:
            leftover.unlink()
        except OSError:
            pass  # read-only: it stays, harmless, as it was
