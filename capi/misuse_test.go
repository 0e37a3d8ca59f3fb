package main

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// headerPointerArgs lists, from lowbit.h, every function and the names of its pointer arguments.
func headerPointerArgs(t *testing.T) map[string][]string {
	t.Helper()
	src, err := os.ReadFile("../include/lowbit.h")
	if err != nil {
		t.Fatal(err)
	}
	text := regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllString(string(src), "")
	out := map[string][]string{}
	for _, m := range regexp.MustCompile(`(?s)LOWBIT_API\s+[^;(]*?\b(lowbit_\w+)\s*\(([^)]*)\)\s*;`).FindAllStringSubmatch(text, -1) {
		fn, params := m[1], strings.Join(strings.Fields(m[2]), " ")
		out[fn] = nil
		if params == "void" || params == "" {
			continue
		}
		for _, p := range strings.Split(params, ",") {
			p = strings.TrimSpace(p)
			if !strings.Contains(p, "*") {
				continue
			}
			name := regexp.MustCompile(`(\w+)$`).FindString(p)
			out[fn] = append(out[fn], name)
		}
	}
	if len(out) < 60 {
		t.Fatalf("found only %d functions in lowbit.h; the pattern is out of date", len(out))
	}
	return out
}

// examples/c/test_hardening.c passes NULL for every pointer argument of every function lowbit.h
// declares (one NULL_ARG(function, argument, …) line each, checking the status and the message),
// and names no argument that does not exist.
func TestMisuseCoversEveryPointerArgument(t *testing.T) {
	args := headerPointerArgs(t)
	src, err := os.ReadFile("../examples/c/test_hardening.c")
	if err != nil {
		t.Fatal(err)
	}
	tested := map[string]bool{}
	for _, m := range regexp.MustCompile(`NULL_ARG\((lowbit_\w+),\s*(\w+),`).FindAllStringSubmatch(string(src), -1) {
		tested[m[1]+"."+m[2]] = true
	}
	known := map[string]bool{}
	var missing []string
	total := 0
	for fn, names := range args {
		for _, a := range names {
			known[fn+"."+a] = true
			total++
			if !tested[fn+"."+a] {
				missing = append(missing, fn+"("+a+")")
			}
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("test_hardening.c has no NULL_ARG for %s", m)
	}
	for k := range tested {
		if !known[k] {
			t.Errorf("test_hardening.c: NULL_ARG for %s, which lowbit.h does not declare", k)
		}
	}
	t.Logf("%d functions, %d pointer arguments, all passed NULL by test_hardening.c", len(args), total)
}
