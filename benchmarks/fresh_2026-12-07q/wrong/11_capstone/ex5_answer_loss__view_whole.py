# Mistake: "float32 or float64 logits in any memory layout" ("memory layouts: contiguous, strided, transposed or column major") - this flattens the whole logits with .view(-1, V) before selecting the answer rows, which raises for a transposed or column-major logits tensor.
def answer_loss(logits, sequences, answer_len):
    B, L, V = logits.shape
    flat = logits.view(-1, V)
    targets = sequences[:, 1:].reshape(-1)
    is_answer = (torch.arange(L, device=logits.device) >= L - answer_len).repeat(B)
    return F.cross_entropy(flat[is_answer], targets[is_answer])
