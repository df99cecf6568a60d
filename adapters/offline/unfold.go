package offline

import (
	"strings"
	"unicode"
)

// A table pasted where the line breaks were lost arrives as one line:
// "…site: | Tarif | Preis | |---|---| | O2 | 19,99 € | | Vodafone | 34,99 € |
// basically…", or a spreadsheet's cells run together with tabs. unfold
// puts the row breaks back, replacing a space or a tab with a line break
// so that no offset moves (quotes of the text still quote what the caller
// wrote).
func unfold(text string) string {
	lines := strings.SplitAfter(text, "\n")
	for k, l := range lines {
		if strings.Contains(l, "|") {
			lines[k] = unfoldMarkdown(l)
		} else if strings.Count(l, "\t") >= 5 {
			lines[k] = unfoldTabs(l)
		}
	}
	return strings.Join(lines, "")
}

// unfoldMarkdown breaks a one-line markdown table at its row boundaries:
// a line that holds a separator row ("|---|---|") and rows after it, each
// row's closing pipe followed by the next row's opening one ("| |").
func unfoldMarkdown(l string) string {
	sep := strings.Index(l, "|-")
	if sep < 0 || !strings.Contains(l[sep:], "---") || strings.Count(l, "| |") < 2 {
		return l
	}
	b := []byte(l)
	// Text before the table.
	if first := strings.IndexByte(l, '|'); first > 0 && b[first-1] == ' ' {
		b[first-1] = '\n'
	}
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '|' && b[i+1] == ' ' && b[i+2] == '|' {
			b[i+1] = '\n'
		}
	}
	// Text after the table.
	if last := strings.LastIndexByte(l, '|'); last+1 < len(b) && b[last+1] == ' ' && strings.TrimSpace(l[last+1:]) != "" {
		b[last+1] = '\n'
	}
	return string(b)
}

// unfoldTabs breaks cells run together with tabs into rows of the header's
// width: the smallest width k ≥ 3 at which the first k cells name columns
// (no digits) and every later run of k cells opens with a name and holds
// a figure. Text before the header (after its last colon) and after the
// last row (after the last cell's first word) goes on lines of its own.
func unfoldTabs(l string) string {
	cells := strings.Split(strings.TrimRight(l, "\n"), "\t")
	for k := 3; k <= 10 && 3*k <= len(cells)+1; k++ {
		if !tabRows(cells, k) {
			continue
		}
		b := []byte(l)
		start := 0 // of cell c
		for c, cell := range cells {
			if c > 0 && c%k == 0 {
				b[start-1] = '\n' // the tab before a row's first cell
			}
			if c == len(cells)-1 {
				if i := strings.IndexByte(cell, ' '); i > 0 {
					b[start+i] = '\n' // prose run on after the last cell's figure
				}
			}
			start += len(cell) + 1
		}
		if i := strings.LastIndex(cells[0], ": "); i >= 0 {
			b[i+1] = '\n'
		}
		return string(b)
	}
	return l
}

func tabRows(cells []string, k int) bool {
	head := cells[:k]
	head0 := head[0]
	if i := strings.LastIndex(head0, ": "); i >= 0 {
		head0 = head0[i+2:]
	}
	for _, h := range append([]string{head0}, head[1:]...) {
		if strings.TrimSpace(h) == "" || strings.IndexFunc(h, unicode.IsDigit) >= 0 {
			return false
		}
	}
	rows := 0
	for r := k; r+k <= len(cells); r += k {
		row := cells[r : r+k]
		if strings.IndexFunc(row[0], unicode.IsLetter) < 0 {
			return false
		}
		figures := 0
		for _, c := range row[1:] {
			if strings.IndexFunc(c, unicode.IsDigit) >= 0 {
				figures++
			}
		}
		if figures == 0 {
			return false
		}
		rows++
	}
	return rows >= 2 && (len(cells)-k)%k == 0
}
