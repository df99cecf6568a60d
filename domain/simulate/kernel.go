package simulate

// lanes is how many futures drawTotals4 draws side by side.
const lanes = 4

// drawTotals4 draws one future per lane and totals each option:
//
//	tot[i·4 + l] = Σ_j w[j]·cells[i·m + j].at(u[(i·m + j)·4 + l])
//
// accumulated in criterion order from 0, each product rounded before the
// add, for the n = len(tot)/4 options and m = len(w) criteria. The uniforms
// are laid out cell-major, one per lane, so the four lanes of a cell are
// adjacent. Lanes are independent: a lane's totals are bit for bit those of
// drawing its future alone, whichever implementation runs.
//
// drawTotals4 is drawTotals4AVX where the CPU has AVX (amd64 without the
// purego build tag) and drawTotals4Go elsewhere; tests hold the two equal.
func drawTotals4(cells []cell, w, u, tot []float64) {
	if useAVX {
		drawTotals4AVX(cells, w, u, tot)
		return
	}
	drawTotals4Go(cells, w, u, tot)
}

// drawTotals4Go is drawTotals4 in Go.
func drawTotals4Go(cells []cell, w, u, tot []float64) {
	m := len(w)
	n := len(tot) / lanes
	cells = cells[:n*m]
	u = u[:n*m*lanes]
	for i := range n {
		row := cells[i*m : (i+1)*m]
		us := u[i*m*lanes : (i+1)*m*lanes]
		var s [lanes]float64
		for j := range row {
			c := &row[j]
			uj := us[j*lanes : j*lanes+lanes]
			s[0] += float64(w[j] * c.at(uj[0]))
			s[1] += float64(w[j] * c.at(uj[1]))
			s[2] += float64(w[j] * c.at(uj[2]))
			s[3] += float64(w[j] * c.at(uj[3]))
		}
		copy(tot[i*lanes:], s[:])
	}
}
