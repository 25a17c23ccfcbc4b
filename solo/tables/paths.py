"""Table files inside the player's folder: never read or written through a link that leaves it.

The player's tables live in `<home>/tables/`. A link in there (a file or a
folder) may point elsewhere inside the home, but not out of it: reading a
table through such a link is refused with a line naming the link, and
`table new` writes only inside `<home>/tables/` — not through a linked
folder that leads out, not through a link left where the new file would go
(even one pointing nowhere), never to an id with `..` or an absolute path.

Files are opened without following links (`O_NOFOLLOW`) once their real place
has been checked, and a new file is created with `O_EXCL`, so it is never
written over something that already exists.

>>> inside(Path("/home/nia/solo/tables/x.yaml"), Path("/home/nia/solo"))
True
>>> inside(Path("/home/nia/solo/../x.yaml"), Path("/home/nia/solo"))
False
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

from solo.errors import InputError, TableError, os_reason
from solo.tables.model import ID_PATTERN

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


def inside(path: Path, root: Path) -> bool:
    """Whether `path`, written out without `..`, is `root` or below it (no file is looked at)."""
    return Path(os.path.normpath(path)).is_relative_to(os.path.normpath(root))


def real(path: Path) -> Path:
    """Where `path` really is, every link followed (even for a path that does not exist)."""
    return Path(os.path.realpath(path))


def read_inside(path: Path, home: Path, *, most: int) -> bytes:
    """The bytes of a table file below `home`, refusing a link that leads out of it.

    Raises `TableError` naming the file: a link out of the home, a file that is
    not a regular file, one larger than `most` bytes, or one that cannot be read.
    """
    target = real(path)
    if not inside(target, real(home)):
        raise TableError("table.link_outside", path=path, target=str(target),
                         home=str(home))
    return read_table_file(target, most, shown=path, follow_links=False)


def read_table_file(path: Path, most: int, *, shown: Path | None = None,
                    follow_links: bool = True) -> bytes:
    """The bytes of the table file at `path`; a `TableError` naming it (or `shown`) when it is
    not a regular file, holds more than `most` bytes (found while reading) or cannot be read."""
    from solo.files import NotRegular, TooBig, read_regular

    named = path if shown is None else shown
    try:
        return read_regular(path, most, follow_links=follow_links)
    except NotRegular:
        raise TableError("table.not_a_file", path=named) from None
    except TooBig:
        raise TableError("table.too_big", path=named, most=most) from None
    except OSError as error:
        raise TableError("table.unreadable", path=named, detail=os_reason(error)) from None


def links_out(root: Path, home: Path) -> list[Path]:
    """Links under `root` (and `root` itself) whose target is outside `home`.

    >>> links_out(Path("/nonexistent-solo-folder"), Path("/nonexistent-solo-folder"))
    []
    """
    found: list[Path] = []
    home_real = real(home)
    if root.is_symlink() and not inside(real(root), home_real):
        return [root]
    folders = [os.fspath(root)]
    while folders:  # one scandir per folder: a plain entry's kind comes with its name, no lstat
        try:
            with os.scandir(folders.pop()) as entries:
                listed = list(entries)
        except OSError:
            continue
        for entry in listed:
            if entry.is_symlink():
                if not inside(real(Path(entry.path)), home_real):
                    found.append(Path(entry.path))
            elif entry.is_dir(follow_symlinks=False):
                folders.append(entry.path)
    return sorted(found)


def write_new(home: Path, table_id: str, text: str) -> Path:
    """Create `<home>/tables/<table_id>.yaml` holding `text`; refuse any way out of there.

    Raises `InputError`: the id is a path that leaves the folder, a folder on
    the way is a link that leads out of `<home>/tables/`, or something (even a
    dangling link) already has the file's name.
    """
    path, root = _place(home, table_id)
    return _create(path, text, root)


def replace_table(home: Path, table_id: str, text: str) -> Path:
    """Write `<home>/tables/<table_id>.yaml` anew (an import of the same source again): the
    text goes to a new file beside it, which then takes its name, so a reader never sees half
    of it. The same refusals as `write_new`, but for an existing regular file."""
    path, root = _place(home, table_id)
    if path.is_symlink():
        raise _link_out(path, path, root)
    folder = os.open(path.parent, os.O_RDONLY | _DIRECTORY)
    temporary = f".{path.name}.{os.getpid()}.new"
    try:
        opened = Path(f"/proc/self/fd/{folder}")  # where the folder opened really is
        if not inside(real(opened) if opened.exists() else real(path.parent), real(root)):
            raise _link_out(path, path.parent, root)
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o644,
                     dir_fd=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as file:
                file.write(text)
            os.replace(temporary, path.name, src_dir_fd=folder, dst_dir_fd=folder)
        except OSError:
            os.unlink(temporary, dir_fd=folder)
            raise
    finally:
        os.close(folder)
    return path


def _place(home: Path, table_id: str) -> tuple[Path, Path]:
    """Where the table `table_id` goes under `<home>/tables/` (folders made on the way), and
    that folder; refused when the id or a folder on the way leads out of it."""
    relative = PurePosixPath(f"{table_id}.yaml")
    parts = table_id.split("/")
    if (not ID_PATTERN.fullmatch(table_id) or relative.is_absolute()
            or any(part in ("", ".", "..") for part in parts)):
        raise InputError("table.bad_new_id", id=table_id)
    root = home / "tables"
    path = root.joinpath(*relative.parts)
    home.mkdir(parents=True, exist_ok=True)
    root_real = real(root)
    if not inside(root_real, real(home)):
        raise _link_out(path, root, home)
    folders = [root, *(root.joinpath(*relative.parts[:depth])
                       for depth in range(1, len(relative.parts)))]
    for folder in folders:
        if folder.is_symlink() and not (folder.exists() and inside(real(folder), root_real)):
            raise _link_out(path, folder, root)  # out of the folder, or to nowhere
        if not folder.exists():
            folder.mkdir()
    return path, root


def _link_out(path: Path, link: Path, root: Path) -> InputError:
    target = os.readlink(link) if link.is_symlink() else real(link)
    return InputError("table.cmd.link_outside", path=str(path), link=str(link),
                      target=str(target), root=str(root))


def _create(path: Path, text: str, root: Path) -> Path:
    """Write a new file with `O_EXCL | O_NOFOLLOW`, in a folder checked to be under `root`."""
    if path.is_symlink():
        raise _link_out(path, path, root)
    if path.exists():
        raise InputError("table.cmd.exists", path=str(path))
    folder = os.open(path.parent, os.O_RDONLY | _DIRECTORY)
    try:
        opened = Path(f"/proc/self/fd/{folder}")  # where the folder opened really is
        if not inside(real(opened) if opened.exists() else real(path.parent), real(root)):
            raise _link_out(path, path.parent, root)
        try:
            fd = os.open(path.name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o644,
                         dir_fd=folder)
        except FileExistsError:
            raise InputError("table.cmd.exists", path=str(path)) from None
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as file:
                file.write(text)
        except OSError:
            os.unlink(path.name, dir_fd=folder)  # no half-written table left behind
            raise
    finally:
        os.close(folder)
    return path
