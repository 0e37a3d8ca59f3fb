package main

import (
	"bufio"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// loadAvg is /proc/loadavg's three load averages, or "?" where there is none.
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// cpuModel is /proc/cpuinfo's model name and the number of CPUs Go sees.
func cpuModel() (string, int) {
	name := runtime.GOARCH
	if file, err := os.Open("/proc/cpuinfo"); err == nil {
		defer file.Close()
		sc := bufio.NewScanner(file)
		for sc.Scan() {
			if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
				name = strings.TrimSpace(v)
				break
			}
		}
	}
	return name, runtime.NumCPU()
}

// cpuSample is a point in time of the machine's busy CPU time and this process's, from /proc, so
// that the bench can say how much other processes ran while it measured. Linux's USER_HZ is 100
// on every architecture Go supports.
type cpuSample struct {
	at                time.Time
	busy, steal, self float64 // seconds
	ok                bool
}

const userHZ = 100

func sampleCPU() cpuSample {
	s := cpuSample{at: time.Now()}
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return s
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return s
	}
	v := make([]float64, 8)
	for i := range v {
		v[i], _ = strconv.ParseFloat(f[i+1], 64)
	}
	// user nice system idle iowait irq softirq steal
	s.busy = (v[0] + v[1] + v[2] + v[5] + v[6]) / userHZ
	s.steal = v[7] / userHZ
	b, err = os.ReadFile("/proc/self/stat")
	if err != nil {
		return s
	}
	// the command name (field 2) may hold spaces; fields after its closing parenthesis
	_, rest, ok := strings.Cut(string(b), ") ")
	if !ok {
		return s
	}
	g := strings.Fields(rest)
	if len(g) < 13 {
		return s
	}
	ut, _ := strconv.ParseFloat(g[11], 64) // utime, field 14
	st, _ := strconv.ParseFloat(g[12], 64) // stime, field 15
	s.self = (ut + st) / userHZ
	s.ok = true
	return s
}

// since returns how many CPUs, on average since s, other processes kept busy and the hypervisor
// stole. -1 where /proc is missing.
func (s cpuSample) since() (other, steal float64) {
	e := sampleCPU()
	el := e.at.Sub(s.at).Seconds()
	if !s.ok || !e.ok || el <= 0 {
		return -1, -1
	}
	return max(0, (e.busy-s.busy)-(e.self-s.self)) / el, (e.steal - s.steal) / el
}

// waitQuiet samples the machine a second at a time until other processes keep fewer than cpus
// CPUs busy, or maxWait has passed. It returns the last sample's load.
func waitQuiet(maxWait time.Duration, cpus float64) float64 {
	deadline := time.Now().Add(maxWait)
	for {
		s := sampleCPU()
		time.Sleep(time.Second)
		other, _ := s.since()
		if other < cpus || !time.Now().Before(deadline) {
			return other
		}
	}
}
