package cuda

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// fakeFS is a file system of paths for the library searches.
type fakeFS struct {
	files map[string]bool
	env   map[string]string
}

func (f fakeFS) searchEnv(cwd, exe, home string) searchEnv {
	return searchEnv{
		getenv: func(k string) string { return f.env[k] },
		glob: func(pat string) ([]string, error) {
			var out []string
			for p := range f.files {
				if ok, _ := filepath.Match(pat, p); ok {
					out = append(out, p)
				}
				// directories implied by files
				for d := filepath.Dir(p); d != "/" && d != "."; d = filepath.Dir(d) {
					if ok, _ := filepath.Match(pat, d); ok {
						out = append(out, d)
					}
				}
			}
			seen := map[string]bool{}
			var uniq []string
			for _, p := range out {
				if !seen[p] {
					seen[p] = true
					uniq = append(uniq, p)
				}
			}
			return uniq, nil
		},
		isDir: func(p string) bool {
			for f := range f.files {
				if strings.HasPrefix(f, p+"/") {
					return true
				}
			}
			return false
		},
		cwd: cwd, exe: exe, home: home,
	}
}

func TestNVRTCSearchOrder(t *testing.T) {
	fs := fakeFS{files: map[string]bool{
		"/usr/local/cuda-12.4/lib64/libnvrtc.so.12":                                              true,
		"/usr/local/cuda-12.10/lib64/libnvrtc.so.12":                                             true,
		"/usr/local/cuda-12.10/lib64/libnvrtc-builtins.so.12.10":                                 true,
		"/repo/.venv/lib/python3.11/site-packages/nvidia/cuda_nvrtc/lib/libnvrtc.so.12":          true,
		"/repo/.venv/lib/python3.11/site-packages/nvidia/cuda_nvrtc/lib/libnvrtc.alt.so.12":      true,
		"/repo/.venv/lib/python3.11/site-packages/nvidia/cuda_nvrtc/lib/libnvrtc-builtins.so.12": true,
		"/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cu13/lib/libnvrtc.so.13":           true,
		"/home/u/.local/lib/python3.12/site-packages/nvidia/cuda_nvrtc/lib/libnvrtc.so.12":       true,
		"/custom/nv/libnvrtc.so.12":                                                              true,
		"/custom/nv/libnvrtc.so.13":                                                              true,
	}, env: map[string]string{}}
	got := nvrtcCandidates(fs.searchEnv("/repo/cuda", "/repo/build/gpu", "/home/u"))
	idx := func(p string) int {
		for i, g := range got {
			if g == p {
				return i
			}
		}
		t.Fatalf("%s not among the candidates %v", p, got)
		return -1
	}
	if idx("/usr/local/cuda-12.10/lib64/libnvrtc.so.12") > idx("/usr/local/cuda-12.4/lib64/libnvrtc.so.12") {
		t.Error("cuda-12.10 should come before cuda-12.4")
	}
	if idx("/usr/local/cuda-12.4/lib64/libnvrtc.so.12") > idx("/repo/.venv/lib/python3.11/site-packages/nvidia/cuda_nvrtc/lib/libnvrtc.so.12") {
		t.Error("the toolkit should come before pip's wheels")
	}
	idx("/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cu13/lib/libnvrtc.so.13")
	idx("/home/u/.local/lib/python3.12/site-packages/nvidia/cuda_nvrtc/lib/libnvrtc.so.12")
	for _, g := range got {
		if strings.Contains(g, "builtins") || strings.Contains(g, ".alt.") {
			t.Errorf("candidate %s should be skipped", g)
		}
	}
	if got[len(got)-1] != "libnvrtc.so" || !strings.HasPrefix(got[len(got)-4], "libnvrtc.so.13") {
		t.Errorf("the loader's bare names should come last, newest first: %v", got[len(got)-4:])
	}
	// LOWBIT_NVRTC first: a directory (newest version first) or a file.
	fs.env["LOWBIT_NVRTC"] = "/custom/nv"
	got = nvrtcCandidates(fs.searchEnv("/", "", ""))
	if !reflect.DeepEqual(got[:2], []string{"/custom/nv/libnvrtc.so.13", "/custom/nv/libnvrtc.so.12"}) {
		t.Errorf("LOWBIT_NVRTC directory: %v", got[:2])
	}
	fs.env["LOWBIT_NVRTC"] = "/custom/nv/libnvrtc.so.12"
	if got = nvrtcCandidates(fs.searchEnv("/", "", "")); got[0] != "/custom/nv/libnvrtc.so.12" {
		t.Errorf("LOWBIT_NVRTC file: %v", got[0])
	}
	fs.env["CUDA_HOME"] = "/usr/local/cuda-12.4"
	delete(fs.env, "LOWBIT_NVRTC")
	if got = nvrtcCandidates(fs.searchEnv("/", "", "")); got[0] != "/usr/local/cuda-12.4/lib64/libnvrtc.so.12" {
		t.Errorf("CUDA_HOME first: %v", got[0])
	}
}

func TestDriverCandidates(t *testing.T) {
	fs := fakeFS{env: map[string]string{}}
	if got := driverCandidates(fs.searchEnv("/", "", "")); !reflect.DeepEqual(got, []string{"libcuda.so.1", "libcuda.so"}) {
		t.Errorf("default: %v", got)
	}
	fs.env["LOWBIT_LIBCUDA"] = "/x/libcuda.so.1"
	if got := driverCandidates(fs.searchEnv("/", "", "")); !reflect.DeepEqual(got, []string{"/x/libcuda.so.1"}) {
		t.Errorf("LOWBIT_LIBCUDA: %v", got)
	}
}

func TestVersionSort(t *testing.T) {
	p := []string{"a/libnvrtc.so", "a/libnvrtc.so.12", "a/libnvrtc.so.12.9.86", "a/libnvrtc.so.13", "a/libnvrtc.so.11.2"}
	sortVersionsDesc(p)
	want := []string{"a/libnvrtc.so.13", "a/libnvrtc.so.12.9.86", "a/libnvrtc.so.12", "a/libnvrtc.so.11.2", "a/libnvrtc.so"}
	if !reflect.DeepEqual(p, want) {
		t.Errorf("got %v", p)
	}
}
