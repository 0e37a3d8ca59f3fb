package main

import (
	"fmt"
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

// cpuModel is /proc/cpuinfo's CPU description (cpuinfoModel) and the number of CPUs Go sees.
func cpuModel() (string, int) {
	name := runtime.GOARCH
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		if m := cpuinfoModel(string(b)); m != "" {
			name = m
		}
	}
	return name, runtime.NumCPU()
}

// cpuinfoModel describes the first processor of a /proc/cpuinfo text: its model name and, on x86,
// its family, model and stepping with the microarchitecture where known (AMD's). Virtual machines
// often show only a brand ("AMD EPYC"), and runs on different hosts are only comparable when the
// report says which core measured them.
func cpuinfoModel(info string) string {
	fields := map[string]string{}
	for line := range strings.Lines(info) {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			if strings.TrimSpace(line) == "" && len(fields) > 0 {
				break // the end of the first processor's block
			}
			continue
		}
		k = strings.TrimSpace(k)
		if _, seen := fields[k]; !seen {
			fields[k] = strings.TrimSpace(v)
		}
	}
	name := fields["model name"]
	family, errF := strconv.Atoi(fields["cpu family"])
	model, errM := strconv.Atoi(fields["model"])
	if errF != nil || errM != nil {
		return name
	}
	id := fmt.Sprintf("family %#x model %#x stepping %s", family, model, fields["stepping"])
	if u := amdMicroarch(fields["vendor_id"], family, model); u != "" {
		id += ": " + u
	}
	return fmt.Sprintf("%s (%s)", name, id)
}

// amdMicroarch names AMD's Zen generations by CPUID family and model ("" where unknown).
func amdMicroarch(vendor string, family, model int) string {
	if vendor != "AuthenticAMD" {
		return ""
	}
	switch {
	case family == 0x17 && model < 0x30:
		return "Zen/Zen+"
	case family == 0x17:
		return "Zen 2"
	case family == 0x19 && (model >= 0x10 && model <= 0x1f || model >= 0x60 && model <= 0x7f || model >= 0xa0 && model <= 0xaf):
		return "Zen 4"
	case family == 0x19:
		return "Zen 3"
	case family == 0x1a:
		return "Zen 5"
	}
	return ""
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
