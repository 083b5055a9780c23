//go:build js && wasm

// Command wasm is the WebAssembly build of the web front-end's API: it puts
// one function, akropolis.call(name, argJSON), on the JavaScript global
// object and waits forever. Every call answers a JSON string, {"value": ...}
// or {"error": {"code", "message"}}; see package examples/web/api for the
// calls. Build it with GOOS=js GOARCH=wasm and load it with the toolchain's
// wasm_exec.js; `go run ./examples/web` does both.
package main

import (
	"syscall/js"

	"github.com/akropolis-rules/akropolis/examples/web/api"
)

func main() {
	var s api.Session
	call := js.FuncOf(func(_ js.Value, args []js.Value) any {
		name, arg := "", ""
		if len(args) > 0 && args[0].Type() == js.TypeString {
			name = args[0].String()
		}
		if len(args) > 1 && args[1].Type() == js.TypeString {
			arg = args[1].String()
		}
		return s.Call(name, arg)
	})
	names := []any{}
	for _, n := range api.Names() {
		names = append(names, n)
	}
	obj := js.Global().Get("Object").New()
	obj.Set("call", call)
	obj.Set("calls", js.ValueOf(names))
	js.Global().Set("akropolisWasm", obj)
	if ready := js.Global().Get("onAkropolisReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
