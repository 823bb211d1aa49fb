# Right: reads each storage's first element through a one-element as_strided view at storage offset 0 (of a detached alias, so nothing is recorded or changed) and compares those element pointers, the address where each storage begins.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def first_byte(t):
        return t.detach().as_strided((1,), (1,), 0).data_ptr()
    return first_byte(a) == first_byte(b)
