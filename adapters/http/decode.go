package http

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/verdicthq/verdict/domain"
)

// readBody applies SPEC §2's checks on a JSON body, in order: 415 unless
// Content-Type is application/json (charset=utf-8 allowed), 413 over
// MaxBodyBytes. It returns the raw bytes; decoding is the caller's.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	if err := checkContentType(r.Header); err != nil {
		return nil, err
	}
	if r.ContentLength > MaxBodyBytes {
		return nil, errPayloadTooLarge
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, errPayloadTooLarge
	case err != nil:
		return nil, withDetail(errMalformedJSON, "The request body could not be read.")
	}
	return body, nil
}

// decodeBody runs SPEC §2's body checks in order: readBody's 415 and 413,
// then decode's 400 and 422 (every broken field listed).
func decodeBody[T any](w http.ResponseWriter, r *http.Request, decode func([]byte) (T, error)) (T, error) {
	body, err := readBody(w, r)
	if err != nil {
		var zero T
		return zero, err
	}
	return decode(body)
}

func checkContentType(h http.Header) error {
	vals := h.Values("Content-Type")
	if len(vals) != 1 {
		return errUnsupportedMediaType
	}
	mt, params, err := mime.ParseMediaType(vals[0])
	if err != nil || mt != "application/json" {
		return errUnsupportedMediaType
	}
	for k, v := range params {
		if k != "charset" || !strings.EqualFold(v, "utf-8") {
			return errUnsupportedMediaType
		}
	}
	return nil
}

// checkJSON answers 400 for a body that is empty, not UTF-8, not JSON, or
// has anything but white space after its value.
func checkJSON(body []byte) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return withDetail(errMalformedJSON, "The request body is empty; send a JSON object.")
	}
	if !utf8.Valid(body) {
		return withDetail(errMalformedJSON, "The request body is not valid UTF-8.")
	}
	if json.Valid(body) {
		return nil
	}
	var v any
	err := json.Unmarshal(body, &v)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return withDetail(errMalformedJSON, fmt.Sprintf("The request body is not valid JSON: %s (at byte %d).", se.Error(), se.Offset))
	}
	return errMalformedJSON
}

// fieldErrs collects every broken field of a body, in the order found.
type fieldErrs []domain.FieldError

func (e *fieldErrs) add(pointer, detail string) {
	*e = append(*e, domain.FieldError{Pointer: pointer, Detail: detail})
}

// covers reports whether an error is already listed at pointer or at one of
// its ancestors, so a rule checked after decoding does not repeat it.
func (e fieldErrs) covers(pointer string) bool {
	for _, f := range e {
		if f.Pointer == pointer || f.Pointer == "" || strings.HasPrefix(pointer, f.Pointer+"/") {
			return true
		}
	}
	return false
}

// merge appends the rule errors of a use case's validation that are not
// already covered by a decoding error.
func (e *fieldErrs) merge(err error) {
	var ve *domain.ValidationError
	if !errors.As(err, &ve) {
		return
	}
	prior := *e
	for _, f := range ve.Fields {
		if !prior.covers(f.Pointer) {
			*e = append(*e, f)
		}
	}
}

// withField adds f to the fields of a validation error (or of none).
func withField(err error, f domain.FieldError) error {
	var errs fieldErrs
	errs.merge(err)
	return append(errs, f).err()
}

func (e fieldErrs) err() error {
	if len(e) == 0 {
		return nil
	}
	return &domain.ValidationError{Fields: e}
}

// pointerToken escapes an object member name for a JSON Pointer (RFC 6901).
func pointerToken(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

// member decodes one member of an object. It returns false for a name the
// object does not have.
type member func(name string, value json.RawMessage, pointer string) bool

// decodeObject walks the JSON object raw (already known to be valid JSON)
// at pointer, handing each member to m and listing non-objects, unknown
// members and duplicate members: strict decoding with every offence
// listed, where json.Decoder.DisallowUnknownFields stops at the first and
// names no pointer.
func decodeObject(raw json.RawMessage, pointer string, errs *fieldErrs, m member) bool {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		errs.add(pointer, "must be a JSON object")
		return false
	}
	var seen []string
	for dec.More() {
		tok, err := dec.Token()
		name, ok := tok.(string)
		if err != nil || !ok {
			errs.add(pointer, "must be a JSON object")
			return false
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			errs.add(pointer, "must be a JSON object")
			return false
		}
		p := pointer + "/" + pointerToken(name)
		switch {
		case contains(seen, name):
			errs.add(p, "appears more than once")
		case !m(name, value, p):
			errs.add(p, "is not a known field")
		}
		seen = append(seen, name)
	}
	return true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func isNull(v json.RawMessage) bool { return string(v) == "null" }

// decodeString decodes a JSON string; ok is false (and an error listed)
// for any other type.
func decodeString(v json.RawMessage, pointer string, errs *fieldErrs) (string, bool) {
	var s string
	if len(v) == 0 || v[0] != '"' || json.Unmarshal(v, &s) != nil {
		errs.add(pointer, "must be a string")
		return "", false
	}
	return s, true
}

func decodeBool(v json.RawMessage, pointer string, errs *fieldErrs) (bool, bool) {
	switch string(v) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	errs.add(pointer, "must be a boolean")
	return false, false
}

func decodeArray(v json.RawMessage, pointer string, errs *fieldErrs) ([]json.RawMessage, bool) {
	var items []json.RawMessage
	if len(v) == 0 || v[0] != '[' || json.Unmarshal(v, &items) != nil {
		errs.add(pointer, "must be an array")
		return nil, false
	}
	return items, true
}

// decodeInt decodes a JSON number without fraction or exponent in
// [lo, hi].
func decodeInt(v json.RawMessage, pointer string, lo, hi int64, errs *fieldErrs) (int64, bool) {
	if len(v) == 0 || (v[0] != '-' && (v[0] < '0' || v[0] > '9')) {
		errs.add(pointer, "must be an integer")
		return 0, false
	}
	n, err := strconv.ParseInt(string(v), 10, 64)
	if err != nil {
		if strings.ContainsAny(string(v), ".eE") {
			errs.add(pointer, "must be an integer")
		} else {
			errs.add(pointer, fmt.Sprintf("must be between %d and %d", lo, hi))
		}
		return 0, false
	}
	if n < lo || n > hi {
		errs.add(pointer, fmt.Sprintf("must be between %d and %d", lo, hi))
		return 0, false
	}
	return n, true
}

// decodeVerdictRequest decodes the body of POST /api/v1/verdict and
// /api/v1/clarify: errMalformedJSON (400) for a body that is not JSON, or a
// *domain.ValidationError (422) listing every unknown, duplicate, mistyped
// or rule-breaking field with its JSON Pointer. A request it returns
// without error passes domain.Request.Validate. null counts as absent.
func decodeVerdictRequest(body []byte) (domain.Request, error) {
	if err := checkJSON(body); err != nil {
		return domain.Request{}, err
	}
	var (
		req         domain.Request
		errs        fieldErrs
		hasDecision bool
	)
	ok := decodeObject(body, "", &errs, func(name string, v json.RawMessage, p string) bool {
		switch name {
		case "decision":
			if isNull(v) {
				return true
			}
			if s, ok := decodeString(v, p, &errs); ok {
				req.Decision, hasDecision = s, true
			} else {
				hasDecision = true // mistyped, not missing
			}
		case "mode":
			if isNull(v) {
				return true
			}
			if s, ok := decodeString(v, p, &errs); ok {
				req.Mode = s
			}
		case "auto":
			if isNull(v) {
				return true
			}
			if b, ok := decodeBool(v, p, &errs); ok {
				req.Auto = &b
			}
		case "answers":
			if isNull(v) {
				return true
			}
			items, ok := decodeArray(v, p, &errs)
			if !ok {
				return true
			}
			req.Answers = make([]domain.Answer, len(items))
			for i, item := range items {
				decodeAnswer(item, p+"/"+strconv.Itoa(i), &req.Answers[i], &errs)
			}
		default:
			return false
		}
		return true
	})
	if !ok {
		return domain.Request{}, errs.err()
	}
	if !hasDecision {
		errs.add("/decision", "is required")
	}
	errs.merge(req.Validate())
	if err := errs.err(); err != nil {
		return domain.Request{}, err
	}
	return req, nil
}

func decodeAnswer(raw json.RawMessage, pointer string, a *domain.Answer, errs *fieldErrs) {
	var hasQ, hasA bool
	if !decodeObject(raw, pointer, errs, func(name string, v json.RawMessage, p string) bool {
		switch name {
		case "q":
			hasQ = true
			if !isNull(v) {
				a.Q, _ = decodeString(v, p, errs)
			} else {
				hasQ = false
			}
		case "a":
			hasA = true
			if !isNull(v) {
				a.A, _ = decodeString(v, p, errs)
			} else {
				hasA = false
			}
		default:
			return false
		}
		return true
	}) {
		return
	}
	if !hasQ {
		errs.add(pointer+"/q", "is required")
	}
	if !hasA {
		errs.add(pointer+"/a", "is required")
	}
}

// idempotencyKey reads the optional Idempotency-Key header: 1 to 255
// printable ASCII characters, sent once. A broken header is listed with
// pointer "" (it is not in the body) and a detail naming it.
func idempotencyKey(h http.Header) (string, *domain.FieldError) {
	vals := h.Values(idempotencyHeader)
	switch {
	case len(vals) == 0:
		return "", nil
	case len(vals) > 1:
		return "", &domain.FieldError{Pointer: "", Detail: "Idempotency-Key header must be sent at most once"}
	}
	k := vals[0]
	if k == "" || len(k) > 255 {
		return "", &domain.FieldError{Pointer: "", Detail: "Idempotency-Key header must be 1 to 255 characters"}
	}
	for i := 0; i < len(k); i++ {
		if k[i] < 0x20 || k[i] > 0x7e {
			return "", &domain.FieldError{Pointer: "", Detail: "Idempotency-Key header must be printable ASCII"}
		}
	}
	return k, nil
}

// decodePublishRequest decodes the body of PATCH /api/v1/verdict:
// {"published": bool}, required, nothing else.
func decodePublishRequest(body []byte) (bool, error) {
	if err := checkJSON(body); err != nil {
		return false, err
	}
	var (
		published, has bool
		errs           fieldErrs
	)
	if !decodeObject(body, "", &errs, func(name string, v json.RawMessage, p string) bool {
		if name != "published" {
			return false
		}
		has = !isNull(v)
		if has {
			published, _ = decodeBool(v, p, &errs)
		}
		return true
	}) {
		return false, errs.err()
	}
	if !has {
		errs.add("/published", "is required")
	}
	return published, errs.err()
}

// Admin bodies.

// maxGrant bounds one grant or opening balance.
const maxGrant = 1_000_000_000

type accountRequest struct {
	Name    string
	Credits int64
}

func decodeAccountRequest(body []byte) (accountRequest, error) {
	if err := checkJSON(body); err != nil {
		return accountRequest{}, err
	}
	var (
		req     accountRequest
		errs    fieldErrs
		hasName bool
	)
	if !decodeObject(body, "", &errs, func(name string, v json.RawMessage, p string) bool {
		switch name {
		case "name":
			hasName = !isNull(v)
			if hasName {
				req.Name, _ = decodeString(v, p, &errs)
			}
		case "credits":
			if !isNull(v) {
				req.Credits, _ = decodeInt(v, p, 0, maxGrant, &errs)
			}
		default:
			return false
		}
		return true
	}) {
		return accountRequest{}, errs.err()
	}
	if !hasName {
		errs.add("/name", "is required")
	}
	return req, errs.err()
}

func decodeGrantRequest(body []byte) (int64, error) {
	if err := checkJSON(body); err != nil {
		return 0, err
	}
	var (
		amount    int64
		errs      fieldErrs
		hasAmount bool
	)
	if !decodeObject(body, "", &errs, func(name string, v json.RawMessage, p string) bool {
		if name != "amount" {
			return false
		}
		hasAmount = !isNull(v)
		if hasAmount {
			amount, _ = decodeInt(v, p, 1, maxGrant, &errs)
		}
		return true
	}) {
		return 0, errs.err()
	}
	if !hasAmount {
		errs.add("/amount", "is required")
	}
	return amount, errs.err()
}
