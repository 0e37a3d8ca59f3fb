// Command capi is built with -buildmode=c-shared into liblowbit; include/lowbit.h is its
// interface. This package only translates: handles, pointers, status codes and the per-thread
// last error. All behaviour lives in core/ and formats/.
package main

/*
#cgo CFLAGS: -I${SRCDIR}/../include
#define LOWBIT_BUILDING_LIBRARY
#include <stdlib.h>
#include <string.h>
#include "lowbit.h"

#include <pthread.h>

// The last error message of the calling thread. An export runs on the C caller's thread, so a
// thread-specific value here is exactly "the last error of this thread". A pthread key (rather
// than _Thread_local) frees a thread's message when the thread exits.
static pthread_key_t lowbit_error_key;
static pthread_once_t lowbit_error_once = PTHREAD_ONCE_INIT;
static void lowbit_error_init(void) { pthread_key_create(&lowbit_error_key, free); }
static void lowbit_set_error(char *msg) {
	pthread_once(&lowbit_error_once, lowbit_error_init);
	free(pthread_getspecific(lowbit_error_key));
	pthread_setspecific(lowbit_error_key, msg);
}
static const char *lowbit_get_error(void) {
	pthread_once(&lowbit_error_once, lowbit_error_init);
	const char *msg = pthread_getspecific(lowbit_error_key);
	return msg ? msg : "";
}
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/cuda"
)

func main() {}

// status codes, mirroring lowbit_status in lowbit.h
const (
	statusOK             = C.LOWBIT_OK
	statusInvalidArg     = C.LOWBIT_ERR_INVALID_ARGUMENT
	statusInvalidHandle  = C.LOWBIT_ERR_INVALID_HANDLE
	statusNotFound       = C.LOWBIT_ERR_NOT_FOUND
	statusBadFile        = C.LOWBIT_ERR_BAD_FILE
	statusUnsupported    = C.LOWBIT_ERR_UNSUPPORTED
	statusIO             = C.LOWBIT_ERR_IO
	statusOutOfRange     = C.LOWBIT_ERR_OUT_OF_RANGE
	statusBufferTooSmall = C.LOWBIT_ERR_BUFFER_TOO_SMALL
	statusTypeMismatch   = C.LOWBIT_ERR_TYPE_MISMATCH
	statusInternal       = C.LOWBIT_ERR_INTERNAL
)

var statusNames = map[C.int]string{
	statusOK: "LOWBIT_OK", statusInvalidArg: "LOWBIT_ERR_INVALID_ARGUMENT",
	statusInvalidHandle: "LOWBIT_ERR_INVALID_HANDLE", statusNotFound: "LOWBIT_ERR_NOT_FOUND",
	statusBadFile: "LOWBIT_ERR_BAD_FILE", statusUnsupported: "LOWBIT_ERR_UNSUPPORTED",
	statusIO: "LOWBIT_ERR_IO", statusOutOfRange: "LOWBIT_ERR_OUT_OF_RANGE",
	statusBufferTooSmall: "LOWBIT_ERR_BUFFER_TOO_SMALL", statusTypeMismatch: "LOWBIT_ERR_TYPE_MISMATCH",
	statusInternal: "LOWBIT_ERR_INTERNAL",
}

// errInvalidHandle classifies handle errors (internal/handle returns plain errors).
var errInvalidHandle = errors.New("invalid handle")

var classes = []struct {
	err    error
	status C.int
}{
	{errInvalidHandle, statusInvalidHandle},
	{core.ErrInvalidArgument, statusInvalidArg},
	{core.ErrNotFound, statusNotFound},
	{core.ErrBadFile, statusBadFile},
	{core.ErrUnsupported, statusUnsupported},
	{core.ErrIO, statusIO},
	{core.ErrOutOfRange, statusOutOfRange},
	{core.ErrBufferTooSmall, statusBufferTooSmall},
	{core.ErrTypeMismatch, statusTypeMismatch},
	{cuda.ErrNotAvailable, statusUnsupported}, // "CUDA not available: <why>"
	{cuda.ErrDriver, statusIO},                // the CUDA driver failed (out of device memory, …)
}

// call runs one export body: it recovers panics, records the error message for this thread and
// turns the error class into a status.
func call(fn func() error) (status C.int) {
	defer func() {
		if r := recover(); r != nil {
			setError(fmt.Sprintf("internal error (please report): %v\n%s", r, debug.Stack()))
			status = statusInternal
		}
	}()
	err := fn()
	if err == nil {
		C.lowbit_set_error(nil)
		return statusOK
	}
	setError(err.Error())
	for _, c := range classes {
		if errors.Is(err, c.err) {
			return c.status
		}
	}
	return statusInternal
}

func setError(msg string) { C.lowbit_set_error(C.CString(msg)) }

func argError(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{core.ErrInvalidArgument}, args...)...)
}

//export lowbit_last_error
func lowbit_last_error() *C.char { return (*C.char)(C.lowbit_get_error()) }

//export lowbit_status_string
func lowbit_status_string(status C.int) *C.char {
	name, ok := statusNames[status]
	if !ok {
		name = "LOWBIT_STATUS_UNKNOWN"
	}
	return staticString(name)
}

//export lowbit_version
func lowbit_version() *C.char { return staticString(C.LOWBIT_VERSION_STRING) }

//export lowbit_abi_version
func lowbit_abi_version() C.int { return C.LOWBIT_ABI_VERSION }

//export lowbit_set_threads
func lowbit_set_threads(n C.int) C.int {
	return call(func() error { core.SetThreads(int(n)); return nil })
}
