//go:build linux

package cuda

import ("testing"; "syscall"; "time"; "os")

func cpuNow() time.Duration { var r syscall.Rusage; syscall.Getrusage(0, &r); return time.Duration(r.Utime.Nano()+r.Stime.Nano()) }

func TestZZTiming(t *testing.T) {
	n, err := loadNVRTC()
	if err != nil { t.Skip(err) }
	key := os.Getenv("KEY")
	for _, s := range allSpecs() {
		if key != "" && s.Key != key { continue }
		for _, tg := range []int{90} {
			c0 := cpuNow(); w0 := time.Now()
			c, err := n.compile(s.Key, moduleSource(&s), tg, ptxasVerbose)
			if err != nil { t.Fatal(err) }
			t.Logf("%s sm_%d: cpu %v wall %v\n%s", s.Key, tg, cpuNow()-c0, time.Since(w0), ptxasReport(c.log))
		}
	}
}
