module github.com/akropolis-rules/akropolis/examples/web/e2e

go 1.26

require (
	github.com/akropolis-rules/akropolis v0.0.0
	github.com/akropolis-rules/akropolis/examples v0.0.0
	github.com/chromedp/cdproto v0.160.1
	github.com/chromedp/chromedp v0.23.1
)

require github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect

replace (
	github.com/akropolis-rules/akropolis => ../../..
	github.com/akropolis-rules/akropolis/examples => ../..
)
