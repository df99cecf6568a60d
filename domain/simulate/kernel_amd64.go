//go:build !purego

package simulate

// useAVX reports whether the CPU and the OS support AVX: CPUID leaf 1
// sets OSXSAVE (ECX bit 27) and AVX (bit 28), and XCR0 has the SSE and
// AVX state enabled (bits 1 and 2).
var useAVX = func() bool {
	_, _, ecx, _ := cpuid(1, 0)
	if ecx&(1<<27) == 0 || ecx&(1<<28) == 0 {
		return false
	}
	xcr0, _ := xgetbv()
	return xcr0&6 == 6
}()

// drawTotals4AVX is drawTotals4 with 256-bit AVX: the four lanes of a cell
// in one register, the side of the mode chosen by a blend, VSQRTPD for the
// square roots. IEEE 754 makes every operation (including the square
// root) correctly rounded, and no fused multiply-add is used, so the lanes
// equal drawTotals4Go bit for bit. Implemented in kernel_amd64.s; it reads
// the cell layout that cellLayout pins.
//
//go:noescape
func drawTotals4AVX(cells []cell, w, u, tot []float64)

func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)

func xgetbv() (eax, edx uint32)
