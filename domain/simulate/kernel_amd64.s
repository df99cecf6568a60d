//go:build !purego

#include "textflag.h"

// Offsets into cell (see run.go; TestCellLayout pins them).
#define CELL_SIZE 72
#define CELL_F 0
#define CELL_A 8
#define CELL_KL 32
#define CELL_B 40
#define CELL_KR 64

DATA one<>+0(SB)/8, $1.0
GLOBL one<>(SB), RODATA|NOPTR, $8

// func drawTotals4AVX(cells []cell, w, u, tot []float64)
//
// Register use: SI cell, DI uniforms, BX weights, DX totals, R8 m,
// R9 options left, CX criterion; Y15 holds 1.0 in every lane, Y14 the
// running totals of one option.
TEXT ·drawTotals4AVX(SB), NOSPLIT, $0-96
	MOVQ cells_base+0(FP), SI
	MOVQ w_base+24(FP), BX
	MOVQ w_len+32(FP), R8
	MOVQ u_base+48(FP), DI
	MOVQ tot_base+72(FP), DX
	MOVQ tot_len+80(FP), R9
	SHRQ $2, R9
	VBROADCASTSD one<>(SB), Y15

option:
	TESTQ R9, R9
	JZ   done
	VXORPD Y14, Y14, Y14
	XORQ CX, CX

criterion:
	CMPQ CX, R8
	JGE  store
	VMOVUPD      (DI), Y0           // u
	VBROADCASTSD CELL_F(SI), Y1
	VCMPPD       $1, Y1, Y0, Y2     // left = u < F (LT_OS)
	VBROADCASTSD CELL_KL(SI), Y3
	VMULPD       Y3, Y0, Y4         // u·kl
	VSUBPD       Y0, Y15, Y5        // 1 − u
	VBROADCASTSD CELL_KR(SI), Y6
	VMULPD       Y6, Y5, Y5         // (1 − u)·kr
	VBLENDVPD    Y2, Y4, Y5, Y7     // left ? u·kl : (1 − u)·kr
	VSQRTPD      Y7, Y7             // r
	VBROADCASTSD CELL_A(SI), Y8
	VADDPD       Y7, Y8, Y8         // a + r
	VBROADCASTSD CELL_B(SI), Y9
	VSUBPD       Y7, Y9, Y9         // b − r
	VBLENDVPD    Y2, Y8, Y9, Y10    // x
	VBROADCASTSD (BX)(CX*8), Y11
	VMULPD       Y11, Y10, Y10      // w·x, rounded
	VADDPD       Y10, Y14, Y14      // total += w·x
	ADDQ $CELL_SIZE, SI
	ADDQ $32, DI
	INCQ CX
	JMP  criterion

store:
	VMOVUPD Y14, (DX)
	ADDQ $32, DX
	DECQ R9
	JMP  option

done:
	VZEROUPPER
	RET

// func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL eaxArg+0(FP), AX
	MOVL ecxArg+4(FP), CX
	CPUID
	MOVL AX, eax+8(FP)
	MOVL BX, ebx+12(FP)
	MOVL CX, ecx+16(FP)
	MOVL DX, edx+20(FP)
	RET

// func xgetbv() (eax, edx uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-8
	MOVL $0, CX
	XGETBV
	MOVL AX, eax+0(FP)
	MOVL DX, edx+4(FP)
	RET
