// Package pyoracle runs Python oracles (mlx, numpy references) from Go tests: the interpreter of
// the repository's .venv, which scripts/install-oracles.sh fills.
package pyoracle

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Root is the repository root (the directory holding go.mod).
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// Python returns .venv's interpreter after checking that it imports every module given. A
// missing interpreter or module skips the test, or fails it under LOWBIT_REQUIRE_ORACLES=1.
func Python(t testing.TB, modules ...string) string {
	t.Helper()
	py := filepath.Join(Root(), ".venv", "bin", "python")
	missing := func(why string) {
		msg := why + " — run scripts/install-oracles.sh"
		if os.Getenv("LOWBIT_REQUIRE_ORACLES") == "1" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	if _, err := os.Stat(py); err != nil {
		missing("python oracle missing: " + py)
	}
	if len(modules) > 0 {
		code := "import " + strings.Join(modules, ", ")
		if out, err := exec.Command(py, "-c", code).CombinedOutput(); err != nil {
			missing("python oracle cannot " + code + ": " + strings.TrimSpace(string(out)))
		}
	}
	return py
}

// Run runs a Python script with arguments, failing the test with its output on error.
func Run(t testing.TB, py, script string, args ...string) string {
	t.Helper()
	cmd := exec.Command(py, append([]string{script}, args...)...)
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(script), strings.Join(args, " "), err, out)
	}
	return string(out)
}
