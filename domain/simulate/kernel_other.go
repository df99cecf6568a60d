//go:build !amd64 || purego

package simulate

const useAVX = false

func drawTotals4AVX(cells []cell, w, u, tot []float64) {
	panic("simulate: no AVX kernel in this build")
}
