# Sparrow: the two commands a newcomer types.  Everything else lives in build-aux/.

.PHONY: run test

run:
	./build-aux/setup.sh
	./build-aux/run.sh

test:
	./build-aux/setup.sh
	./build-aux/test.sh
