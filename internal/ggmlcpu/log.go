package ggmlcpu

import (
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/ebitengine/purego"
)

// ggml's log levels (enum ggml_log_level).
const (
	logDebug = 1
	logInfo  = 2
	logWarn  = 3
	logError = 4
	logCont  = 5
)

// ggml logs through one process-wide callback; its default prints every level, debug included,
// to stderr (one line per repacked tensor). This package installs its own: warnings and errors
// still go to stderr, everything is kept (up to maxLog lines) for TakeLog.
var logState struct {
	sync.Mutex
	lines []string
	cur   strings.Builder
	last  int32
	cb    uintptr
}

const maxLog = 4096

func installLogger(l *Lib) {
	logState.Lock()
	if logState.cb == 0 {
		logState.cb = purego.NewCallback(func(level int32, text *byte, _ uintptr) {
			s := cString(text)
			logState.Lock()
			defer logState.Unlock()
			if level != logCont {
				logState.last = level
			}
			if logState.last >= logWarn {
				fmt.Fprint(os.Stderr, "ggml: ", s)
			}
			logState.cur.WriteString(s)
			if strings.HasSuffix(s, "\n") {
				if len(logState.lines) < maxLog {
					logState.lines = append(logState.lines, strings.TrimRight(logState.cur.String(), "\n"))
				}
				logState.cur.Reset()
			}
		})
	}
	cb := logState.cb
	logState.Unlock()
	l.logSet(cb, 0)
}

// TakeLog returns the lines ggml logged since the last call, and forgets them.
func TakeLog() []string {
	logState.Lock()
	defer logState.Unlock()
	out := logState.lines
	logState.lines = nil
	return out
}
