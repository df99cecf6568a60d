package simulate

import "testing"

func BenchmarkSimulate(b *testing.B) {
	for _, bc := range []struct {
		name string
		in   Input
		run  func(Input) Result
	}{
		{"8x8", matrix(8, 8, 1), Run},
		{"3x5", matrix(3, 5, 2), Run},
		{"reference-8x8", matrix(8, 8, 1), Reference},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				bc.run(bc.in)
			}
		})
	}
}
