package simulate

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestCellLayout pins the offsets kernel_amd64.s reads cells with.
func TestCellLayout(t *testing.T) {
	t.Parallel()
	var c cell
	for _, f := range []struct {
		name      string
		got, want uintptr
	}{
		{"size", unsafe.Sizeof(c), 72},
		{"f", unsafe.Offsetof(c.f), 0},
		{"a", unsafe.Offsetof(c.side) + unsafe.Offsetof(c.side[0].base), 8},
		{"kl", unsafe.Offsetof(c.side) + unsafe.Offsetof(c.side[0].k), 32},
		{"b", unsafe.Offsetof(c.side) + unsafe.Sizeof(side{}) + unsafe.Offsetof(c.side[1].base), 40},
		{"kr", unsafe.Offsetof(c.side) + unsafe.Sizeof(side{}) + unsafe.Offsetof(c.side[1].k), 64},
	} {
		if f.got != f.want {
			t.Errorf("cell %s at %d, kernel_amd64.s reads %d", f.name, f.got, f.want)
		}
	}
}

// TestKernelsAgree holds drawTotals4AVX to drawTotals4Go bit for bit over
// random shapes and cells, with the awkward cases mixed in: constant
// cells, the mode at either end, uniforms of 0, just below 1 and exactly
// at F (where the side flips).
func TestKernelsAgree(t *testing.T) {
	t.Parallel()
	if !useAVX {
		t.Skip("this build or CPU has no AVX kernel; drawTotals4Go is the only one")
	}
	r := rand.New(rand.NewPCG(11, 12))
	for trial := range 2000 {
		n, m := 1+r.IntN(9), r.IntN(9)
		cells := make([]cell, n*m)
		for c := range cells {
			a := 10 * r.Float64()
			b := a + (10-a)*r.Float64()
			mode := a + (b-a)*r.Float64()
			switch r.IntN(5) {
			case 0:
				b, mode = a, a
			case 1:
				mode = a
			case 2:
				mode = b
			}
			cells[c] = newCell(a, mode, b)
		}
		w := make([]float64, m)
		for j := range w {
			w[j] = r.Float64()
		}
		u := make([]float64, n*m*lanes)
		for x := range u {
			c := &cells[x/lanes]
			switch r.IntN(6) {
			case 0:
				u[x] = 0
			case 1:
				u[x] = 1 - 0x1p-32
			case 2:
				u[x] = math.Min(c.f, 1-0x1p-32)
			default:
				u[x] = u32(r.Uint64())
			}
		}
		got, want := make([]float64, n*lanes), make([]float64, n*lanes)
		drawTotals4AVX(cells, w, u, got)
		drawTotals4Go(cells, w, u, want)
		for x := range got {
			if math.Float64bits(got[x]) != math.Float64bits(want[x]) {
				t.Fatalf("trial %d (%d×%d): total %d = %v, Go kernel %v", trial, n, m, x, got[x], want[x])
			}
		}
	}
}
