package main

import "github.com/lowbit/lowbit/core"

// lowbit's engine entry points, as bench.go calls them.
func init() {
	lowbitGEMV = core.GEMVWith
	lowbitGEMM = core.GEMMWith
}
