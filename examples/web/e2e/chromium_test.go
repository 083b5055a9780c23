package e2e

import (
	"fmt"
	"path/filepath"
	"testing"
)

// fakeReporter records the last Skipf or Fatalf instead of stopping.
type fakeReporter struct{ skipped, failed string }

func (*fakeReporter) Helper() {}
func (f *fakeReporter) Skipf(format string, args ...any) {
	f.skipped = fmt.Sprintf(format, args...)
}
func (f *fakeReporter) Fatalf(format string, args ...any) {
	f.failed = fmt.Sprintf(format, args...)
}

// TestMissingChromium checks that a missing browser skips the browser
// tests on a developer's machine but fails them in CI (CI set, as CI
// services set it), where a broken browser path must not pass silently.
func TestMissingChromium(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-chromium")
	for _, tc := range []struct {
		ci       string
		wantFail bool
	}{
		{"", false},
		{"false", false},
		{"0", false},
		{"true", true},
		{"1", true},
		{"yes", true},
	} {
		t.Run("CI="+tc.ci, func(t *testing.T) {
			t.Setenv("CHROMIUM", missing)
			t.Setenv("CI", tc.ci)
			var r fakeReporter
			chromiumPath(&r)
			if failed := r.failed != ""; failed != tc.wantFail {
				t.Errorf("CI=%q: failed %v (%q), skipped %q; want failed %v", tc.ci, failed, r.failed, r.skipped, tc.wantFail)
			}
			if !tc.wantFail && r.skipped == "" {
				t.Errorf("CI=%q: did not skip", tc.ci)
			}
		})
	}
}
