# Sparrow: the two commands a newcomer types.  Everything else lives in build-aux/.

.PHONY: run test check-deep fuzz

run:
	./build-aux/setup.sh
	./build-aux/run.sh

test:
	./build-aux/setup.sh
	./build-aux/test.sh

# The long work after `make test` (CI runs both): the display suites under
# the sanitizers and 30 seconds of each fuzz target; needs clang.
check-deep:
	./build-aux/setup.sh --fuzz
	./build-aux/test.sh --deep

# For whoever works on robustness, not a newcomer: each fuzz target of
# fuzz/ for FUZZ_SECONDS (`make fuzz FUZZ_SECONDS=600`); needs clang.
FUZZ_SECONDS ?= 60
fuzz:
	./build-aux/install-deps.sh --fuzz
	./build-aux/fuzz.sh $(FUZZ_SECONDS)
