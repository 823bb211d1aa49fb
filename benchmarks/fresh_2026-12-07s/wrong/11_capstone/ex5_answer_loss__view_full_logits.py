# Mistake: "float32 or float64 logits in any memory layout" - flattens the whole logits with .view(B * L, V) before picking the answer rows, which fails for a transposed or column-major logits tensor.
def answer_loss(logits, sequences, answer_len):
    B, L, V = logits.shape
    flat = logits.view(B * L, V)
    positions = torch.arange(L, device=logits.device) >= L - answer_len
    rows = positions.repeat(B)
    return F.cross_entropy(flat[rows], sequences[:, 1:].reshape(-1)[rows])
