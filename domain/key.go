package domain

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
	"time"
)

// Key format (SPEC §3): "vd_" + 32 random base62 characters + 6 base62
// characters of the CRC32 (IEEE) of those 32, so a typo is rejected without
// a store lookup and secret scanners can match the shape.
const (
	KeyPrefix       = "vd_"
	keyRandomLen    = 32
	keyChecksumLen  = 6
	KeyLen          = len(KeyPrefix) + keyRandomLen + keyChecksumLen
	keyDisplayLen   = len(KeyPrefix) + 8
	MaxActiveKeys   = 5
	base62Alphabet  = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	base62AlphaSize = 62
)

// Key is an API key as stored: never the plaintext, only its SHA-256.
type Key struct {
	ID         string
	AccountID  string
	Hash       string // hex SHA-256 of the full key
	Prefix     string // first characters, safe to show ("vd_AbCd1234")
	CreatedAt  time.Time
	LastUsedAt *time.Time
	RevokedAt  *time.Time
}

// Active reports whether the key can still authenticate.
func (k Key) Active() bool { return k.RevokedAt == nil }

// NewKeySecret draws a fresh key from r (crypto/rand in production) and
// returns the plaintext, shown to the caller once, and its stored hash and
// prefix.
func NewKeySecret(r io.Reader) (plaintext, hash, prefix string, err error) {
	body, err := RandomBase62(r, keyRandomLen)
	if err != nil {
		return "", "", "", fmt.Errorf("new key: %w", err)
	}
	plaintext = KeyPrefix + body + keyChecksum(body)
	return plaintext, HashKey(plaintext), plaintext[:keyDisplayLen], nil
}

// CheckKeyFormat rejects anything that is not a well-formed key with a valid
// checksum. It does no I/O.
func CheckKeyFormat(s string) error {
	if len(s) != KeyLen || !strings.HasPrefix(s, KeyPrefix) {
		return fmt.Errorf("%w: malformed key", ErrUnauthorized)
	}
	body := s[len(KeyPrefix) : len(KeyPrefix)+keyRandomLen]
	for i := len(KeyPrefix); i < len(s); i++ {
		if strings.IndexByte(base62Alphabet, s[i]) < 0 {
			return fmt.Errorf("%w: malformed key", ErrUnauthorized)
		}
	}
	if s[len(KeyPrefix)+keyRandomLen:] != keyChecksum(body) {
		return fmt.Errorf("%w: key checksum mismatch", ErrUnauthorized)
	}
	return nil
}

// HashKey is the stored form of a key: hex SHA-256.
func HashKey(plaintext string) string {
	sum := sha256.Sum256([]byte(plaintext))
	return hex.EncodeToString(sum[:])
}

// KeyDisplayPrefix is the part of a key that may be shown again.
func KeyDisplayPrefix(plaintext string) string {
	if len(plaintext) < keyDisplayLen {
		return plaintext
	}
	return plaintext[:keyDisplayLen]
}

func keyChecksum(body string) string {
	return encodeBase62Fixed(uint64(crc32.ChecksumIEEE([]byte(body))), keyChecksumLen)
}

// encodeBase62Fixed writes v in base62, left-padded with '0' to width.
// 62^6 > 2^32, so a CRC32 always fits in 6 characters.
func encodeBase62Fixed(v uint64, width int) string {
	out := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		out[i] = base62Alphabet[v%base62AlphaSize]
		v /= base62AlphaSize
	}
	return string(out)
}

// RandomBase62 draws n uniformly random base62 characters from r without
// modulo bias.
func RandomBase62(r io.Reader, n int) (string, error) {
	// Rejection sampling on single bytes: 248 = 4*62 is the largest multiple
	// of 62 that fits in a byte, so every character is equally likely.
	const limit = 256 - 256%base62AlphaSize
	out := make([]byte, 0, n)
	var buf [64]byte
	for len(out) < n {
		if _, err := io.ReadFull(r, buf[:]); err != nil {
			return "", err
		}
		for _, b := range buf {
			if int(b) < limit && len(out) < n {
				out = append(out, base62Alphabet[int(b)%base62AlphaSize])
			}
		}
	}
	return string(out), nil
}
