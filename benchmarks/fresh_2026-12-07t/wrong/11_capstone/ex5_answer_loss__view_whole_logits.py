# Mistake: "float32 or float64 logits in any memory layout": the whole (B, L, V) logits tensor is flattened with .view before slicing, which raises for transposed, strided or column-major logits.
def answer_loss(logits, sequences, answer_len):
    batch, length, vocab = logits.shape
    flat = logits.view(batch * length, vocab)
    positions = torch.arange(length - answer_len, length, device=logits.device)
    rows = (torch.arange(batch, device=logits.device)[:, None] * length + positions).reshape(-1)
    targets = sequences[:, -answer_len:].reshape(-1)
    return F.cross_entropy(flat[rows], targets)
