package jsonscan

import (
	"encoding/json"
	"testing"
)

// The scanner reads keys and strings as a JSON decoder does, skips values of every kind, and
// describes them for messages.
func TestScanner(t *testing.T) {
	text := `{"a":"plain", "esc\u00e9\n\"q\"":"v\\\/", "n": -1.5e3, "arr":[1,[2,{"x":"]"}],"}"], "t":true,"f":false,"z":null , "o":{}}`
	var ref map[string]any
	if err := json.Unmarshal([]byte(text), &ref); err != nil {
		t.Fatal(err)
	}
	sc := New(text)
	seen := map[string]string{}
	err := sc.Object(func(key string) error {
		if _, ok := ref[key]; !ok {
			t.Errorf("key %q is not one encoding/json reads", key)
		}
		if sc.Peek() == '"' {
			s := sc.Str()
			if s != ref[key] {
				t.Errorf("%q: %q, want %q", key, s, ref[key])
			}
			seen[key] = Describe(`"` + s + `"`)
			return nil
		}
		seen[key] = Describe(sc.Skip())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"n": "the number -1.5e3", "arr": "an array", "t": "a boolean", "f": "a boolean", "z": "null", "o": "an object"}
	for k, v := range want {
		if seen[k] != v {
			t.Errorf("%s described as %q, want %q", k, seen[k], v)
		}
	}
	if len(seen) != len(ref) {
		t.Errorf("%d keys, want %d", len(seen), len(ref))
	}
	if n := Tokens(`{"a":"[,{:\"", "b":[1,2]}`); n != 6 { // { : , : [ , — none inside strings
		t.Errorf("Tokens: %d, want 6", n)
	}
}
