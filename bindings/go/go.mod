module rami

go 1.19
