package cuda

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Where lowbit looks for libraries. The functions here only compute candidate paths (from an
// environment and a file system given as functions, so tests can fake both); the loaders try
// them in order and report every failure.

// searchEnv is what the searches read of the outside world.
type searchEnv struct {
	getenv func(string) string
	glob   func(string) ([]string, error)
	isDir  func(string) bool
	exe    string // directory of the running executable ("" if unknown)
	cwd    string
	home   string
}

func hostSearchEnv() searchEnv {
	e := searchEnv{getenv: os.Getenv, glob: filepath.Glob, isDir: func(p string) bool {
		st, err := os.Stat(p)
		return err == nil && st.IsDir()
	}}
	if x, err := os.Executable(); err == nil {
		e.exe = filepath.Dir(x)
	}
	e.cwd, _ = os.Getwd()
	e.home, _ = os.UserHomeDir()
	return e
}

// driverCandidates lists the CUDA driver libraries to try: LOWBIT_LIBCUDA if set (a file), then
// the loader's libcuda.so.1 and libcuda.so.
func driverCandidates(e searchEnv) []string {
	if p := e.getenv("LOWBIT_LIBCUDA"); p != "" {
		return []string{p}
	}
	return []string{"libcuda.so.1", "libcuda.so"}
}

// nvrtcCandidates lists the NVRTC libraries to try, in order:
//  1. LOWBIT_NVRTC: a library file, or a directory searched like those below;
//  2. the CUDA toolkit: $CUDA_PATH, $CUDA_HOME, $CUDA_ROOT, /usr/local/cuda, /usr/local/cuda-*
//     (newest first), /opt/cuda (lib64 and lib), then the distribution's library directories;
//  3. pip's NVIDIA wheels (nvidia/cu*/lib, nvidia/cuda_nvrtc/lib) in every Python environment
//     lowbit can find: $VIRTUAL_ENV, $CONDA_PREFIX, a .venv in the working directory, beside the
//     executable or in any of their parents (this repository's .venv, which
//     scripts/install-oracles.sh fills), ~/.local, the system's site- and dist-packages and
//     /opt/*/.venv;
//  4. the bare names, resolved by the dynamic loader (LD_LIBRARY_PATH, ldconfig).
//
// Within a directory, versioned names come newest first; the builtins library and NVIDIA's
// ".alt" builds are skipped.
func nvrtcCandidates(e searchEnv) []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if p != "" && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	addDir := func(dir string) {
		for _, p := range libsIn(e, dir) {
			add(p)
		}
	}
	if p := e.getenv("LOWBIT_NVRTC"); p != "" {
		if e.isDir(p) {
			addDir(p)
		} else {
			add(p)
		}
	}
	var roots []string
	for _, v := range []string{"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"} {
		if p := e.getenv(v); p != "" {
			roots = append(roots, p)
		}
	}
	roots = append(roots, "/usr/local/cuda")
	versioned, _ := e.glob("/usr/local/cuda-*")
	sortVersionsDesc(versioned)
	roots = append(roots, versioned...)
	roots = append(roots, "/opt/cuda")
	for _, r := range roots {
		addDir(filepath.Join(r, "lib64"))
		addDir(filepath.Join(r, "lib"))
		addDir(filepath.Join(r, "targets", "x86_64-linux", "lib"))
	}
	for _, d := range []string{"/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib"} {
		addDir(d)
	}
	for _, sp := range sitePackages(e) {
		dirs, _ := e.glob(filepath.Join(sp, "nvidia", "cu*", "lib"))
		sortVersionsDesc(dirs)
		for _, d := range dirs {
			addDir(d)
		}
		addDir(filepath.Join(sp, "nvidia", "cuda_nvrtc", "lib"))
	}
	for _, n := range []string{"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so.11.2", "libnvrtc.so"} {
		add(n)
	}
	return out
}

// libsIn returns the NVRTC libraries of a directory, newest version first.
func libsIn(e searchEnv, dir string) []string {
	m, _ := e.glob(filepath.Join(dir, "libnvrtc.so*"))
	var keep []string
	for _, p := range m {
		b := filepath.Base(p)
		if strings.Contains(b, "builtins") || strings.Contains(b, ".alt.") {
			continue
		}
		keep = append(keep, p)
	}
	sortVersionsDesc(keep)
	return keep
}

// sitePackages lists the Python package directories to search for pip's NVIDIA wheels.
func sitePackages(e searchEnv) []string {
	var envs []string
	for _, v := range []string{"VIRTUAL_ENV", "CONDA_PREFIX"} {
		if p := e.getenv(v); p != "" {
			envs = append(envs, p)
		}
	}
	for _, start := range []string{e.cwd, e.exe} {
		for d := start; d != "" && d != "/" && d != "."; d = filepath.Dir(d) {
			envs = append(envs, filepath.Join(d, ".venv"))
		}
	}
	if e.home != "" {
		envs = append(envs, filepath.Join(e.home, ".local"))
	}
	envs = append(envs, "/usr/local", "/usr")
	opt, _ := e.glob("/opt/*/.venv")
	envs = append(envs, opt...)
	envs = append(envs, "/opt/conda")
	var out []string
	seen := map[string]bool{}
	for _, env := range envs {
		for _, pat := range []string{"lib/python3*/site-packages", "lib/python3*/dist-packages", "lib/python3/dist-packages"} {
			m, _ := e.glob(filepath.Join(env, pat))
			sortVersionsDesc(m)
			for _, p := range m {
				if !seen[p] {
					seen[p] = true
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// sortVersionsDesc orders paths by the numbers in them, largest first (cuda-12.10 before
// cuda-12.9, libnvrtc.so.13 before libnvrtc.so.12, python3.12 before python3.9), then by name.
func sortVersionsDesc(p []string) {
	sort.SliceStable(p, func(i, j int) bool {
		a, b := versionKey(p[i]), versionKey(p[j])
		for k := 0; k < len(a) && k < len(b); k++ {
			if a[k] != b[k] {
				return a[k] > b[k]
			}
		}
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return p[i] < p[j]
	})
}

func versionKey(s string) []int {
	var out []int
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		n, _ := strconv.Atoi(s[i:j])
		out = append(out, n)
		i = j
	}
	return out
}
