package cuda

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The on-disk cache of compiled modules. A module is compiled once per (source, arch, NVRTC
// version, options) and kept under cacheDir() as <key>.cubin (or .ptx); the key hashes all four,
// so an edited kernel, another GPU, an NVRTC upgrade or a changed option never reads a stale
// file. Writes go through a temporary file and a rename, so readers see whole files only.

// cacheDir is $LOWBIT_CUDA_CACHE, or <user cache dir>/lowbit/cuda. "" disables the cache.
func cacheDir() string {
	if d, ok := os.LookupEnv("LOWBIT_CUDA_CACHE"); ok {
		return d
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "lowbit", "cuda")
}

// cacheKey names a compiled module: sha256 over the source, then the arch, the NVRTC version and
// the options (the arch and version are also spelled out, for humans).
func cacheKey(source, arch string, nvrtcMajor, nvrtcMinor int, opts []string) string {
	h := sha256.New()
	h.Write([]byte(source))
	h.Write([]byte{0})
	fmt.Fprintf(h, "%s\x00%d.%d\x00%s", arch, nvrtcMajor, nvrtcMinor, strings.Join(opts, "\x00"))
	return fmt.Sprintf("%s-%s-nvrtc%d.%d", hex.EncodeToString(h.Sum(nil))[:40], arch, nvrtcMajor, nvrtcMinor)
}

// cacheRead returns a cached image, or nil.
func cacheRead(dir, name string) []byte {
	if dir == "" {
		return nil
	}
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil || len(b) == 0 {
		return nil
	}
	return b
}

// cacheWrite stores an image; failures (a read-only home, a full disk) only cost a recompile
// next time, so they are returned for logging, never fatal.
func cacheWrite(dir, name string, data []byte) error {
	if dir == "" {
		return errors.New("cache disabled")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, name+".tmp*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
