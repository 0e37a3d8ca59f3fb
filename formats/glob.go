package formats

import "path/filepath"

func globDir(dir, pattern string) ([]string, error) {
	return filepath.Glob(filepath.Join(filepath.Clean(dir), pattern))
}
