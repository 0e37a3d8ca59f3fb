// Package jsonscan walks JSON texts that were already validated, without building a tree.
package jsonscan

import (
	"strconv"
	"strings"

	"github.com/bytedance/sonic"
)

// Scanner walks a JSON text that has already been checked (well formed, UTF-8, no raw
// control characters, at most 4,096 levels deep), without building a tree: the header of a
// safetensors file is read in one pass, allocating only what the reader keeps (names, shapes,
// metadata). A tree costs far more than the text (sonic's lazy nodes took ~50× the header for a
// header of empty tensors), which would let a hostile header make the reader allocate gigabytes.
//
// Because the text is valid, the scanner does not re-check the grammar: it only finds the ends of
// values.
type Scanner struct {
	s string
	i int
}

func (sc *Scanner) ws() {
	for sc.i < len(sc.s) {
		switch sc.s[sc.i] {
		case ' ', '\t', '\r', '\n':
			sc.i++
		default:
			return
		}
	}
}

// Peek is the first byte of the next value (after whitespace).
func (sc *Scanner) Peek() byte {
	sc.ws()
	if sc.i >= len(sc.s) {
		return 0
	}
	return sc.s[sc.i]
}

// Object calls fn for each key of the object that starts here; fn must consume the value.
func (sc *Scanner) Object(fn func(key string) error) error {
	sc.ws()
	sc.i++ // '{'
	if sc.Peek() == '}' {
		sc.i++
		return nil
	}
	for {
		sc.ws()
		key := sc.Str()
		sc.ws()
		sc.i++ // ':'
		if err := fn(key); err != nil {
			return err
		}
		if sc.Peek() == ',' {
			sc.i++
			continue
		}
		sc.i++ // '}'
		return nil
	}
}

// Array calls fn for each element of the array that starts here; fn must consume the element.
func (sc *Scanner) Array(fn func() error) error {
	sc.ws()
	sc.i++ // '['
	if sc.Peek() == ']' {
		sc.i++
		return nil
	}
	for {
		if err := fn(); err != nil {
			return err
		}
		if sc.Peek() == ',' {
			sc.i++
			continue
		}
		sc.i++ // ']'
		return nil
	}
}

// Str reads the string that starts here and returns its value. Strings without escapes are
// copied out of the text; escaped ones are decoded as sonic decodes them.
func (sc *Scanner) Str() string {
	start := sc.i
	sc.i++ // '"'
	escaped := false
	for {
		c := sc.s[sc.i]
		if c == '\\' {
			escaped = true
			sc.i += 2
			continue
		}
		sc.i++
		if c == '"' {
			break
		}
	}
	if !escaped {
		return strings.Clone(sc.s[start+1 : sc.i-1])
	}
	var v string
	if err := sonic.UnmarshalString(sc.s[start:sc.i], &v); err != nil {
		return sc.s[start:sc.i] // cannot happen in a validated text; keep the raw form
	}
	return v
}

// Skip passes the value that starts here and returns its text.
func (sc *Scanner) Skip() string {
	sc.ws()
	start := sc.i
	switch sc.s[sc.i] {
	case '"':
		sc.Str()
	case '{', '[':
		depth := 0
		for {
			switch sc.s[sc.i] {
			case '"':
				sc.Str()
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
			}
			sc.i++
			if depth == 0 {
				break
			}
		}
	default: // number, true, false, null
		for sc.i < len(sc.s) {
			switch sc.s[sc.i] {
			case ',', '}', ']', ' ', '\t', '\r', '\n':
				return sc.s[start:sc.i]
			}
			sc.i++
		}
	}
	return sc.s[start:sc.i]
}

// Describe names a JSON value's text for messages: null, a boolean, the number 7, "text", an
// array, an object.
func Describe(raw string) string {
	if raw == "" {
		return "an invalid value"
	}
	switch raw[0] {
	case 'n':
		return "null"
	case 't', 'f':
		return "a boolean"
	case '"':
		var v string
		if sonic.UnmarshalString(raw, &v) != nil {
			return raw
		}
		return strconv.Quote(v)
	case '[':
		return "an array"
	case '{':
		return "an object"
	}
	return "the number " + raw
}

// New scans s, which must be valid JSON (well formed, UTF-8, no raw control characters).
func New(s string) *Scanner { return &Scanner{s: s} }

// Tokens counts the structural tokens of a valid JSON text (',', ':', '[', '{' outside strings),
// at least the number of values it holds less one; allocation-free, to bound what decoding the
// text would cost before doing it.
func Tokens(s string) int {
	n := 0
	in := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case in:
			if c == '\\' {
				i++
			} else if c == '"' {
				in = false
			}
		case c == '"':
			in = true
		case c == ',' || c == ':' || c == '[' || c == '{':
			n++
		}
	}
	return n
}
