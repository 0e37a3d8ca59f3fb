package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// The README's format table is the registry's: regenerate it with `build/lowbit formats`.
func TestReadmeFormatTable(t *testing.T) {
	var buf bytes.Buffer
	if err := formatTable(&buf); err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), buf.String()) {
		t.Errorf("README.md's format table is out of date; replace it with the output of `build/lowbit formats`:\n%s", buf.String())
	}
}
