module github.com/akropolis-rules/akropolis/examples

go 1.26

require (
	github.com/akropolis-rules/akropolis v0.0.0
	github.com/google/go-cmp v0.7.0
	pgregory.net/rapid v1.3.0
)

replace github.com/akropolis-rules/akropolis => ../
