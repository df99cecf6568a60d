package domain_test

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// A key drawn from a fixed byte stream; its checksum was checked against
// Python's zlib.crc32 written in base62, independently of this package.
const (
	knownBody     = "01z0z01z0z01z0z01z0z01z0z01z0z01"
	knownChecksum = "22Njnb"
	knownKey      = "vd_" + knownBody + knownChecksum
	knownKeyHash  = "3cf41d6d4a4903c9a3ab48e5549e695bfc1c807fa342dbe2e6d0c09ea9051b4d"
)

// knownStream yields bytes 0, 1, 61, 62, 247, 248, 255 over and over:
// 248 and 255 lie past the largest multiple of 62 and are rejected, so the
// characters are '0', '1', 'z', '0', 'z', …
func knownStream() io.Reader {
	return strings.NewReader(strings.Repeat("\x00\x01\x3d\x3e\xf7\xf8\xff", 40))
}

func TestNewKeySecretDrawsACheckedKeyAndStoresOnlyItsHash(t *testing.T) {
	t.Parallel()
	plaintext, hash, prefix, err := domain.NewKeySecret(knownStream())
	if err != nil {
		t.Fatal(err)
	}
	if plaintext != knownKey {
		t.Errorf("plaintext %q, want %q", plaintext, knownKey)
	}
	if len(plaintext) != domain.KeyLen || domain.KeyLen != 41 {
		t.Errorf("length %d (KeyLen %d), want 41", len(plaintext), domain.KeyLen)
	}
	if hash != knownKeyHash {
		t.Errorf("hash %s, want %s", hash, knownKeyHash)
	}
	if prefix != "vd_01z0z01z" {
		t.Errorf("prefix %q, want vd_01z0z01z", prefix)
	}
	if err := domain.CheckKeyFormat(plaintext); err != nil {
		t.Errorf("a fresh key fails its own format check: %v", err)
	}
}

func TestNewKeySecretFailsWhenTheRandomSourceRunsDry(t *testing.T) {
	t.Parallel()
	_, _, _, err := domain.NewKeySecret(strings.NewReader("short"))
	if !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("err %v, want io.ErrUnexpectedEOF", err)
	}
}

func TestCheckKeyFormat(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, key string
		wantErr   string // "" for a valid key
	}{
		{"a well-formed key with its checksum", knownKey, ""},
		{"an empty key", "", "unauthorized: malformed key"},
		{"another prefix", "sk_" + knownBody + knownChecksum, "unauthorized: malformed key"},
		{"one character short", knownKey[:len(knownKey)-1], "unauthorized: malformed key"},
		{"one character long", knownKey + "0", "unauthorized: malformed key"},
		{"a character outside base62", "vd_" + "-" + knownBody[1:] + knownChecksum, "unauthorized: malformed key"},
		{"a typo in the body", "vd_" + "1" + knownBody[1:] + knownChecksum, "unauthorized: key checksum mismatch"},
		{"a typo in the checksum", "vd_" + knownBody + "22Njnc", "unauthorized: key checksum mismatch"},
		{"the prefix in capitals", "VD_" + knownBody + knownChecksum, "unauthorized: malformed key"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := domain.CheckKeyFormat(tc.key)
			if tc.wantErr == "" {
				if err != nil {
					t.Fatalf("err %v, want nil", err)
				}
				return
			}
			if err == nil || err.Error() != tc.wantErr {
				t.Fatalf("err %v, want %q", err, tc.wantErr)
			}
			if !errors.Is(err, domain.ErrUnauthorized) {
				t.Errorf("err %v does not match ErrUnauthorized", err)
			}
		})
	}
}

func TestHashKeyIsHexSHA256(t *testing.T) {
	t.Parallel()
	// FIPS 180-2's test vector for "abc".
	if got, want := domain.HashKey("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"; got != want {
		t.Errorf("HashKey(abc) = %s, want %s", got, want)
	}
	if got := domain.HashKey(knownKey); got != knownKeyHash {
		t.Errorf("HashKey(known key) = %s, want %s", got, knownKeyHash)
	}
}

func TestKeyDisplayPrefixShowsEightCharactersAfterVd(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{knownKey, "vd_01z0z01z"},
		{"vd_abc", "vd_abc"},
		{"", ""},
	} {
		if got := domain.KeyDisplayPrefix(tc.in); got != tc.want {
			t.Errorf("KeyDisplayPrefix(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRandomBase62RejectsBytesThatWouldBiasTheAlphabet(t *testing.T) {
	t.Parallel()
	// 0→'0', 61→'z', 62→'0' (62 mod 62), 123→'z', 247→'z'; 248…255 are
	// rejected, so 250 and 255 yield nothing.
	stream := strings.NewReader(strings.Repeat("\x00\x3d\x3e\x7b\xfa\xff\xf7", 10))
	got, err := domain.RandomBase62(stream, 10)
	if err != nil {
		t.Fatal(err)
	}
	if want := "0z0zz0z0zz"; got != want {
		t.Errorf("RandomBase62 = %q, want %q", got, want)
	}
}

func TestKeyIsActiveUntilRevoked(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	if !(domain.Key{}).Active() {
		t.Error("a key without RevokedAt is not active")
	}
	if (domain.Key{RevokedAt: &at}).Active() {
		t.Error("a revoked key is active")
	}
}
