"""Exceptions raised by the lowbit bindings, one class per lowbit_status.

Every class derives from :class:`LowbitError` and, where one fits, from the built-in exception a
Python caller would expect (``IndexError`` for a row range outside a tensor, ``TypeError`` for a
typed getter on a value of another type, ...), so ordinary ``except`` clauses keep working.
"""

from __future__ import annotations

from typing import Dict, Optional, Type

# lowbit_status, as in include/lowbit.h
OK = 0
ERR_INVALID_ARGUMENT = 1
ERR_INVALID_HANDLE = 2
ERR_NOT_FOUND = 3
ERR_BAD_FILE = 4
ERR_UNSUPPORTED = 5
ERR_IO = 6
ERR_OUT_OF_RANGE = 7
ERR_BUFFER_TOO_SMALL = 8
ERR_TYPE_MISMATCH = 9
ERR_INTERNAL = 10

STATUS_NAMES: Dict[int, str] = {
    OK: "LOWBIT_OK",
    ERR_INVALID_ARGUMENT: "LOWBIT_ERR_INVALID_ARGUMENT",
    ERR_INVALID_HANDLE: "LOWBIT_ERR_INVALID_HANDLE",
    ERR_NOT_FOUND: "LOWBIT_ERR_NOT_FOUND",
    ERR_BAD_FILE: "LOWBIT_ERR_BAD_FILE",
    ERR_UNSUPPORTED: "LOWBIT_ERR_UNSUPPORTED",
    ERR_IO: "LOWBIT_ERR_IO",
    ERR_OUT_OF_RANGE: "LOWBIT_ERR_OUT_OF_RANGE",
    ERR_BUFFER_TOO_SMALL: "LOWBIT_ERR_BUFFER_TOO_SMALL",
    ERR_TYPE_MISMATCH: "LOWBIT_ERR_TYPE_MISMATCH",
    ERR_INTERNAL: "LOWBIT_ERR_INTERNAL",
}


class LowbitError(Exception):
    """A lowbit call failed.

    Attributes:
        status: the lowbit_status code (an int, see include/lowbit.h).
        status_name: its name, e.g. ``"LOWBIT_ERR_BAD_FILE"``.
        message: the C library's message (lowbit_last_error()), or one written by the bindings.
    """

    status: int = ERR_INTERNAL

    def __init__(self, message: str, status: Optional[int] = None):
        if status is not None:
            self.status = status
        self.status_name = STATUS_NAMES.get(self.status, "LOWBIT_STATUS_%d" % self.status)
        self.message = message
        super().__init__(message)

    def __str__(self) -> str:
        return "%s [%s]" % (self.message or "lowbit call failed", self.status_name)

    def __reduce__(self):  # keep pickling (multiprocessing) working despite the custom __init__
        return (_rebuild, (type(self), self.message, self.status))


def _rebuild(cls, message, status):
    return cls(message, status)


class InvalidArgumentError(LowbitError, ValueError):
    """LOWBIT_ERR_INVALID_ARGUMENT: a NULL pointer, a bad enum value or struct size."""

    status = ERR_INVALID_ARGUMENT


class InvalidHandleError(LowbitError, ValueError):
    """LOWBIT_ERR_INVALID_HANDLE: the model is closed (like ``ValueError`` on a closed file)."""

    status = ERR_INVALID_HANDLE


class NotFoundError(LowbitError, LookupError):
    """LOWBIT_ERR_NOT_FOUND: no such file, tensor, metadata key or format name."""

    status = ERR_NOT_FOUND


class MissingKeyError(NotFoundError, KeyError):
    """A NotFoundError raised by a mapping-style lookup (``model[name]``, ``model.metadata[key]``).

    It is also a ``KeyError``, so ``in``, ``.get()`` and ``except KeyError`` behave as for a dict.
    """

    def __str__(self) -> str:  # KeyError would repr() the message
        return LowbitError.__str__(self)


class BadFileError(LowbitError):
    """LOWBIT_ERR_BAD_FILE: the file is malformed; the message says where and why."""

    status = ERR_BAD_FILE


class UnsupportedError(LowbitError, NotImplementedError):
    """LOWBIT_ERR_UNSUPPORTED: a valid format or feature lowbit cannot handle (yet)."""

    status = ERR_UNSUPPORTED


class LowbitIOError(LowbitError, OSError):
    """LOWBIT_ERR_IO: the operating system failed a read or a mapping."""

    status = ERR_IO

    def __init__(self, message: str, status: Optional[int] = None):
        LowbitError.__init__(self, message, status)

    def __str__(self) -> str:
        return LowbitError.__str__(self)


class OutOfRangeError(LowbitError, IndexError):
    """LOWBIT_ERR_OUT_OF_RANGE: an index or row range outside the object."""

    status = ERR_OUT_OF_RANGE


class BufferTooSmallError(LowbitError, ValueError):
    """LOWBIT_ERR_BUFFER_TOO_SMALL: an output buffer is smaller than the result."""

    status = ERR_BUFFER_TOO_SMALL


class TypeMismatchError(LowbitError, TypeError):
    """LOWBIT_ERR_TYPE_MISMATCH: a typed getter used on a value of another type."""

    status = ERR_TYPE_MISMATCH


class InternalError(LowbitError, RuntimeError):
    """LOWBIT_ERR_INTERNAL (or a status this version does not know): a bug in lowbit."""

    status = ERR_INTERNAL


ERROR_CLASSES: Dict[int, Type[LowbitError]] = {
    ERR_INVALID_ARGUMENT: InvalidArgumentError,
    ERR_INVALID_HANDLE: InvalidHandleError,
    ERR_NOT_FOUND: NotFoundError,
    ERR_BAD_FILE: BadFileError,
    ERR_UNSUPPORTED: UnsupportedError,
    ERR_IO: LowbitIOError,
    ERR_OUT_OF_RANGE: OutOfRangeError,
    ERR_BUFFER_TOO_SMALL: BufferTooSmallError,
    ERR_TYPE_MISMATCH: TypeMismatchError,
    ERR_INTERNAL: InternalError,
}


def error_for(status: int, message: str) -> LowbitError:
    """The exception for a failed call's status and message."""
    cls = ERROR_CLASSES.get(status, InternalError)
    return cls(message, status)
